// Preloaded into a benchmark's server (`--expose-gc --import`, see startServer's heapReport): at each
// 'heap' message over the IPC channel it collects garbage fully and answers process.memoryUsage(),
// so memory per socket is read from live objects, not from RSS and whenever GC last ran.
if (process.send && typeof globalThis.gc === 'function') {
  const gc = globalThis.gc;
  process.on('message', (request) => {
    if (request !== 'heap') return;
    gc();
    gc(); // a second pass frees what the first one's finalizers released
    process.send?.({ heap: process.memoryUsage() });
  });
  process.channel?.unref(); // the channel alone does not keep the server running
}
