package dev.taki.web;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * The errors Jetty answers itself, before a request reaches the API (a malformed request line, headers too
 * large): JSON like every other error, never Jetty's HTML page or a stack trace.
 */
final class JsonErrors extends ErrorHandler {

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
                                    Callback callback) {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json; charset=utf-8");
        WebTable.SECURITY_HEADERS.forEach((name, value) -> response.getHeaders().put(name, value));
        response.write(true, ByteBuffer.wrap(body(code)), callback);
    }

    /** The body names only the status: Jetty's own reason may quote the request back. */
    private static byte[] body(int status) {
        String message = switch (status) {
            case 400 -> "the request is not well-formed HTTP";
            case 404 -> "nothing at this address";
            case 413, 414, 431 -> "the request or its headers are too large";
            default -> "the server could not answer this request (HTTP " + status + ")";
        };
        return ("{\"code\":\"" + Routes.codeOf(status) + "\",\"message\":\"" + message + "\"}")
                .getBytes(StandardCharsets.UTF_8);
    }
}
