/** Local stand-ins for the lead delivery channels (see fake-lead-channels.mjs). */
export interface Tally {
  counts: Map<string, number>;
  add(key: string): void;
  readonly unique: number;
  readonly repeats: number;
}
export interface FakeChannel<State> {
  state: State;
  listen(): Promise<string>;
  close(): Promise<void>;
}
export declare function createFakeMailProvider(): FakeChannel<{ down: boolean; refused: number; replayed: number; conflicts: number; accepted: Tally; notStored: number }>;
export declare function createFakeWebhookReceiver(secret: string): FakeChannel<{ down: boolean; refused: number; badSignatures: number; accepted: Tally }>;
