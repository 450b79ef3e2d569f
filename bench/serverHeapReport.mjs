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

// BENCH_ALLOC_PROFILE_DIR: 'alloc-start' starts V8's sampling heap profiler (with the objects
// garbage collection already freed: `promoted` counts only those that outlived young-generation
// collections, i.e. what makes full collections come often), 'alloc-stop' writes the profile there.
if (process.send && process.env.BENCH_ALLOC_PROFILE_DIR) {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const session = new Session();
  session.connect();
  process.on('message', async (request) => {
    if (request === 'alloc-start' || request === 'alloc-start-promoted') {
      await session.post('HeapProfiler.startSampling', {
        samplingInterval: 16384,
        includeObjectsCollectedByMajorGC: true,
        includeObjectsCollectedByMinorGC: request === 'alloc-start',
      });
      process.send?.({ allocStarted: true });
    }
    if (request === 'alloc-stop') {
      const { profile } = await session.post('HeapProfiler.stopSampling');
      const file = join(process.env.BENCH_ALLOC_PROFILE_DIR, `alloc-${process.pid}.heapprofile`);
      writeFileSync(file, JSON.stringify(profile));
      process.send?.({ allocProfile: file });
    }
  });
}
