import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { StreamOpenings, streamOpened } from './stream-openings.js';

/** A response as the middleware sees it: locals, 'close'/'finish' events, destroyed. */
function fakeResponse(): Response & EventEmitter {
  return Object.assign(new EventEmitter(), { locals: {}, destroyed: false }) as unknown as Response & EventEmitter;
}

/** Runs the middleware for a new request; resolves with its response once it may go on. */
function open(openings: StreamOpenings): { res: Response & EventEmitter; admitted: Promise<void> } {
  const res = fakeResponse();
  const admitted = new Promise<void>((resolve) => openings.middleware()({} as Request, res, resolve as NextFunction));
  return { res, admitted };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('StreamOpenings', () => {
  it('lets a few streams open at once; the next waits until one has sent its first state', async () => {
    const openings = new StreamOpenings(2);
    const first = open(openings);
    const second = open(openings);
    const third = open(openings);
    let thirdIn = false;
    void third.admitted.then(() => (thirdIn = true));
    await Promise.all([first.admitted, second.admitted]);
    await tick();
    expect(thirdIn).toBe(false);
    expect(openings.load).toEqual({ opening: 2, waiting: 1 });

    streamOpened(first.res);
    await third.admitted;
    expect(openings.load).toEqual({ opening: 2, waiting: 0 });
    // Released once: the stream's later end frees nothing more.
    first.res.emit('close');
    expect(openings.load).toEqual({ opening: 2, waiting: 0 });
  });

  it('frees the slot when the request ends without a stream (an error answer, the client gone)', async () => {
    const openings = new StreamOpenings(1);
    const refused = open(openings);
    await refused.admitted;
    refused.res.emit('finish');
    expect(openings.load).toEqual({ opening: 0, waiting: 0 });

    const gone = open(openings);
    await gone.admitted;
    gone.res.emit('close');
    const next = open(openings);
    await next.admitted;
    expect(openings.load).toEqual({ opening: 1, waiting: 0 });
  });
});
