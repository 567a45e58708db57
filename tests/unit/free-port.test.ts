/** @jest-environment node */
import net from "node:net";
import { freePort } from "../../scripts/lib/free-port.mjs";

describe("freePort", () => {
  it("names a port that a server can then listen on at 127.0.0.1", async () => {
    const port = await freePort();
    expect(Number.isInteger(port)).toBe(true);
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65536);
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    expect((server.address() as net.AddressInfo).port).toBe(port);
    await new Promise((resolve) => server.close(resolve));
  });

  it("never names a port that is taken while it asks", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const takenPort = (taken.address() as net.AddressInfo).port;
    const ports = await Promise.all(Array.from({ length: 5 }, () => freePort()));
    expect(ports).not.toContain(takenPort);
    await new Promise((resolve) => taken.close(resolve));
  });
});
