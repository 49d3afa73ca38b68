// The embedded database in its own thread. PGlite's engine is WebAssembly that runs synchronously,
// so on the main thread every query stopped the HTTP server; here it only stops this thread. The
// main thread reaches it through the `pg` driver, speaking the PostgreSQL wire protocol over a
// MessagePort per connection (pglite-connection.ts), so both engines share one database code path.
//
// Plain JavaScript: a worker starts without the TypeScript loader the sources run under, and the
// build copies this file beside the bundle (as it does the migrations).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** Startup packets carry no type byte; these codes are their protocol version field. */
const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

const { dataDir, setup, template } = workerData;
// A template is a dumped data directory (tests start from a migrated one instead of running initdb
// and every migration again: seconds per test file).
const db = await PGlite.create(dataDir, {
  extensions: { btree_gin, pg_trgm, unaccent },
  ...(template ? { loadDataDir: new Blob([template]) } : {}),
});
await db.exec(setup);

// PGlite is one backend session: messages of every connection run one at a time, in order.
let queue = Promise.resolve();
function enqueue(task) {
  queue = queue.then(task, task);
  return queue;
}

parentPort.on('message', (message) => {
  if (message.connect) serve(message.connect);
  if (message.dump) {
    enqueue(async () => {
      const file = await db.dumpDataDir('none');
      const bytes = new Uint8Array(await file.arrayBuffer());
      parentPort.postMessage({ dumped: bytes }, [bytes.buffer]);
    });
  }
  if (message.close) {
    enqueue(async () => {
      await db.close();
      parentPort.postMessage({ closed: true });
    });
  }
});
parentPort.postMessage({ ready: true });

/** One client connection: complete protocol messages in, the backend's answers out. */
function serve(port) {
  const reader = new MessageReader();
  let open = true;
  const send = (bytes) => {
    // The engine hands out views of its own memory: copy before the next query overwrites them.
    const copy = bytes.slice();
    if (open) port.postMessage(copy, [copy.buffer]);
  };
  port.on('message', (chunk) => {
    if (chunk === null) {
      open = false;
      port.close();
      // A connection that went away inside a transaction must not leave it open for the next one.
      enqueue(async () => {
        if (db.isInTransaction()) await db.exec('rollback');
      });
      return;
    }
    const { messages, refuseEncryption } = reader.read(chunk);
    if (refuseEncryption) send(Buffer.from('N'));
    if (messages.length === 0) return;
    enqueue(() =>
      db.execProtocolRawStream(messages, { onRawData: send }).catch(() => {
        // The engine could not run them (it never should: SQL errors are answers, not throws).
        // Hanging up makes the driver fail the query and open a new connection.
        open = false;
        port.close();
      }),
    );
  });
}

/**
 * Cuts a connection's byte stream into whole messages. The first packets carry no type byte (the
 * startup packet, or a request for encryption first, answered 'N': nothing leaves the process);
 * every later message is a type byte and a length.
 */
class MessageReader {
  #pending = Buffer.alloc(0);
  #started = false;

  read(chunk) {
    const buffer = this.#pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.#pending, chunk]);
    const parts = [];
    let refuseEncryption = false;
    let offset = 0;
    for (;;) {
      const available = buffer.length - offset;
      const untyped = !this.#started;
      if (available < (untyped ? 8 : 5)) break;
      const length = untyped ? buffer.readInt32BE(offset) : 1 + buffer.readInt32BE(offset + 1);
      if (available < length) break;
      if (untyped) {
        const code = buffer.readInt32BE(offset + 4);
        if (code === SSL_REQUEST || code === GSS_REQUEST) refuseEncryption = true;
        else if (code === PROTOCOL_3) {
          this.#started = true;
          parts.push(buffer.subarray(offset, offset + length));
        }
        // A cancel request (or anything else before the startup) is dropped.
      } else {
        parts.push(buffer.subarray(offset, offset + length));
      }
      offset += length;
    }
    this.#pending = Buffer.from(buffer.subarray(offset));
    return { messages: parts.length === 1 ? parts[0] : Buffer.concat(parts), refuseEncryption };
  }
}
