import type { IncomingMessage, ServerResponse } from "node:http";

/** Answers a request, or hands it on. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** One stage of a pipeline: given the stages below it, the handler that runs it first. */
export type Stage = (inner: Handler) => Handler;

/**
 * `stages` around `last`, in the order a request meets them: the first stage gets the request
 * first and, since it wraps the rest, has the last word on the answer. Written as a list so that
 * the order is read, not worked out from nested calls.
 */
export function inOrder(stages: readonly Stage[], last: Handler): Handler {
  return stages.reduceRight<Handler>((inner, stage) => stage(inner), last);
}
