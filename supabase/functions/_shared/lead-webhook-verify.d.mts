// Types of lead-webhook-verify.mjs (plain JavaScript so docs/lead-capture.md can show it verbatim).
export declare const ID_HEADER: "webhook-id";
export declare const TIMESTAMP_HEADER: "webhook-timestamp";
export declare const SIGNATURE_HEADER: "webhook-signature";
export declare const REPLAY_WINDOW_SECONDS: number;
export declare function webhookKey(secret: string): Uint8Array<ArrayBuffer>;
export declare function verifyLeadWebhook(request: {
  secret?: string;
  secrets?: string[];
  body: string;
  headers: Headers | Record<string, string | string[] | undefined>;
  nowSeconds?: number;
  windowSeconds?: number;
}): Promise<{ ok: true; id: string } | { ok: false; reason: string }>;
