import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request at info, where Fastify writes two: 'request completed' (or 'request
 * errored') carries the request (masked URL, loggerOptions), its status and time, written once the
 * answer went out. Formatting and writing a line is most of what a request that does little costs.
 * 'incoming request' goes to debug, to follow a request that never finishes. Fastify's other lines
 * (a route not found, a stream error) are its own.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
