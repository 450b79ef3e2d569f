import { setFlagsFromString } from 'node:v8';

/**
 * Imported first by main.ts. V8's allocation-site pretenuring, once a site's objects have been seen
 * to survive (the bursts of a start-up or a backlog), allocates that site's objects straight in the
 * old generation from then on: at 1 000 chat messages a second that put ~10 MB/s of messages, query
 * results and Redis frames that die within milliseconds into old space, a full collection every ~4 s
 * and a few hundred milliseconds of slower answers around each (bench:chat). Without it they die
 * young, in scavenges that cost a fraction of a millisecond.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
