// Types of lead-webhook-verify.mjs (plain JavaScript so docs/lead-capture.md can show it verbatim).
export declare const TIMESTAMP_HEADER: "x-swc-timestamp";
export declare const SIGNATURE_HEADER: "x-swc-signature";
export declare const LEAD_ID_HEADER: "x-swc-lead-id";
export declare const REPLAY_WINDOW_SECONDS: number;
export declare function verifyLeadWebhook(request: {
  secret: string;
  body: string;
  headers: Headers | Record<string, string | undefined>;
  nowSeconds?: number;
  windowSeconds?: number;
}): Promise<{ ok: true } | { ok: false; reason: string }>;
