// A local stand-in for Google's reCAPTCHA siteverify endpoint, for the browser
// tests and the benchmark: no test reaches the internet. It answers like
// https://www.google.com/recaptcha/api/siteverify, form-encoded POST only.
//
// Tokens (the fake grecaptcha in tests/e2e/support/ hands out the first kind):
//   fake-pass-*    valid once; a second use fails with timeout-or-duplicate, as Google's do
//   fake-reject-*  always invalid-input-response
//   fake-hang-*    never answered (the function must time out → 503)
//   fake-down-*    connection dropped (the function must report 503)
import http from "node:http";

export function createFakeSiteverify({ secret } = {}) {
  const used = new Set();
  const stats = { requests: 0, passed: 0, rejected: 0 };
  const hanging = new Set();

  const server = http.createServer((req, res) => {
    if (req.method !== "POST") {
      res.writeHead(405, { Allow: "POST" }).end();
      return;
    }
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      stats.requests++;
      const answer = (verdict) => {
        if (verdict.success) stats.passed++;
        else stats.rejected++;
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(verdict));
      };
      if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers["content-type"] ?? "")) {
        answer({ success: false, "error-codes": ["bad-request"] });
        return;
      }
      const form = new URLSearchParams(body);
      const token = form.get("response") ?? "";
      if (!form.get("secret") || (secret && form.get("secret") !== secret)) {
        answer({ success: false, "error-codes": ["invalid-input-secret"] });
      } else if (!token) {
        answer({ success: false, "error-codes": ["missing-input-response"] });
      } else if (token.startsWith("fake-hang-")) {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
      } else if (token.startsWith("fake-down-")) {
        req.socket.destroy();
      } else if (token.startsWith("fake-pass-") && !used.has(token)) {
        used.add(token);
        answer({ success: true, challenge_ts: new Date().toISOString(), hostname: "127.0.0.1" });
      } else if (used.has(token)) {
        answer({ success: false, "error-codes": ["timeout-or-duplicate"] });
      } else {
        answer({ success: false, "error-codes": ["invalid-input-response"] });
      }
    });
  });

  return {
    server,
    stats,
    /** Resolves with the siteverify URL once listening (port 0 = any free port). */
    listen(port = 0, host = "127.0.0.1") {
      return new Promise((resolve) => {
        server.listen(port, host, () => resolve(`http://${host}:${server.address().port}/recaptcha/api/siteverify`));
      });
    },
    close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections?.();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
