import { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';

/** Next to this file in the sources, next to the bundle in dist (the build copies it). */
const workerFile = new URL('./pglite-worker.mjs', import.meta.url);

export interface PgliteWorker {
  /** A new connection to the engine, for the `pg` driver's `stream` option. */
  connect(): Duplex;
  /** The data directory as a tarball, to start another engine from (`template`). */
  dump(): Promise<Uint8Array>;
  /** Closes the engine (its files are flushed) and ends the thread. */
  close(): Promise<void>;
}

/**
 * Starts PGlite in a worker thread (pglite-worker.mjs) and answers once it is ready. `setup` runs
 * once on its only session, so its settings hold for every connection. A `template` (a dump) is
 * the data directory it starts from.
 */
export async function startPgliteWorker(
  dataDir: string,
  setup: string,
  template?: Uint8Array,
): Promise<PgliteWorker> {
  const worker = new Worker(workerFile, { workerData: { dataDir, setup, template } });
  const sockets = new Set<WorkerSocket>();
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure = error;
    for (const socket of sockets) socket.destroy(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code})`)));

  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: { ready?: true }) => {
      if (!message.ready) return;
      worker.off('error', reject);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', () => reject(failure));
  });

  return {
    connect() {
      const socket = new WorkerSocket(worker, failure);
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      return socket;
    },
    dump() {
      return new Promise<Uint8Array>((resolve) => {
        const onMessage = (message: { dumped?: Uint8Array }) => {
          if (!message.dumped) return;
          worker.off('message', onMessage);
          resolve(message.dumped);
        };
        worker.on('message', onMessage);
        worker.postMessage({ dump: true });
      });
    },
    async close() {
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (message: { closed?: true }) => message.closed && resolve());
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ close: true });
      await closed;
      await worker.terminate();
    },
  };
}

/**
 * One connection as the `pg` driver sees a TCP socket: bytes written go to the worker over a
 * MessagePort of their own (transferred, not copied), answers come back the same way. Nothing
 * listens on the network, so only this process can reach the embedded database.
 */
class WorkerSocket extends Duplex {
  readonly #port: MessagePort;

  constructor(worker: Worker, failure: Error | undefined) {
    super();
    const { port1, port2 } = new MessageChannel();
    this.#port = port1;
    port1.on('message', (chunk: Uint8Array) => {
      this.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    });
    // The worker hung up: the connection is gone, as a closed socket would be.
    port1.on('close', () => this.destroy());
    if (failure) {
      process.nextTick(() => this.destroy(failure));
      return;
    }
    worker.postMessage({ connect: port2 }, [port2]);
  }

  // The parts of net.Socket the driver calls.
  connect(): this {
    setImmediate(() => this.emit('connect'));
    return this;
  }
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    this.#port.ref();
    return this;
  }
  unref(): this {
    this.#port.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    const bytes = new Uint8Array(chunk);
    this.#port.postMessage(bytes, [bytes.buffer]);
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.#hangUp();
    this.push(null);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#hangUp();
    callback(error);
  }

  #hangUp(): void {
    // null tells the worker this connection is gone (it rolls back a transaction left open).
    try {
      this.#port.postMessage(null);
    } catch {
      // Already closed.
    }
    this.#port.close();
  }
}
