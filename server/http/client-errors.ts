import { type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { setHeaders } from "./response-headers.ts";
import { ASSET_CSP, BARE_ANSWER_HEADERS } from "./security-headers.ts";

export const BAD_REQUEST = "Diese Anfrage ist ungültig.";
/** Node's answers to a request it cannot parse, by its error code; any other: 400. */
const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, "Die Kopfzeilen der Anfrage sind zu groß."],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Die Anfrage ist zu groß."],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Die Anfrage hat zu lange gedauert."],
};
const EXPECTATION_FAILED =
  "Diese Erwartung (Expect) kann der Server nicht erfüllen.";

/** An answer given before any route, as Node gives it, with the headers of every answer. */
function bareAnswer(status: number, message: string) {
  const body = JSON.stringify({ error: message });
  return {
    body,
    headers: {
      ...BARE_ANSWER_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
    },
  };
}
function sendBare(response: ServerResponse, status: number, message: string) {
  const { body, headers } = bareAnswer(status, message);
  response.writeHead(status, headers);
  response.end(body);
}

/**
 * A request Node cannot parse (a malformed request line, headers too large,
 * a body that is both chunked and of a length, a timeout): answered as Node
 * would, then the connection is closed; only the headers are ours.
 */
export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // After an answer on this connection has begun, no second may follow.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })
    ._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const [status, message] = CLIENT_ERRORS[error.code ?? ""] ?? [
      400,
      BAD_REQUEST,
    ];
    const { body, headers } = bareAnswer(status, message);
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        ...Object.entries({ ...headers, Connection: "close" }).map(
          ([name, value]) => `${name}: ${value}`,
        ),
        "",
        body,
      ].join("\r\n"),
    );
  }
  socket.destroy(error);
}

/** An expectation Node does not know (Expect: other than 100-continue): 417, as Node answers it. */
export function answerExpectation(_request: unknown, response: ServerResponse) {
  sendBare(response, 417, EXPECTATION_FAILED);
}

/**
 * HTTP/1.1 requires a Host (RFC 9112): without one, Node's answer with our
 * headers, and the connection closes. True when the request was answered.
 */
export function answeredWithoutHost(
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (request.raw.httpVersion !== "1.1" || request.headers.host) return false;
  reply.hijack();
  reply.raw.shouldKeepAlive = false;
  sendBare(reply.raw, 400, BAD_REQUEST);
  return true;
}

/** Malformed URLs (bad percent-encoding, …) get the same clear answer as other bad requests. */
export function answerMalformedUrl(
  _error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  setHeaders(reply, request.url.split("?")[0] ?? "/", ASSET_CSP, 400);
  reply.code(400).send({ error: BAD_REQUEST });
}
