// The entry: draws the page's spinner (in its HTML) before the app's code runs. On a phone, running
// that code takes a few hundred milliseconds, and a browser that has it downloaded by the time the page
// is parsed (preloaded, or cached) runs it before painting anything: the screen stayed blank until
// then. The code still downloads with the page (its chunks are announced in the page's head). The wait
// is written here rather than taken from lib/afterNextPaint: whatever the entry imports runs before it.
await new Promise<void>((resolve) => {
  // A background tab paints no frames: nothing to wait for there.
  if (document.visibilityState === 'hidden') resolve();
  // A frame callback runs just before the paint; the task it queues runs after it.
  else requestAnimationFrame(() => setTimeout(resolve, 0));
});
await import('./boot');

// A module (its top-level awaits need one), with nothing to export.
export {};
