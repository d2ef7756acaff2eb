/** A TCP port on 127.0.0.1 that nothing listens on right now. Run directly, it prints one. */
import net from 'node:net';
import { pathToFileURL } from 'node:url';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(await freePort());
}
