package dev.taki.web;

import java.util.Map;

/**
 * A request the server answers with an error: an HTTP status and {@code {"code": …, "message": …}}, with any
 * extra fields (the current {@code version} of a stale move). A 503 is answered with {@code Retry-After: 1}.
 */
final class ApiError extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final int status;
    private final String code;
    private final transient Map<String, Object> extra;

    ApiError(int status, String code, String message) {
        this(status, code, message, Map.of());
    }

    ApiError(int status, String code, String message, Map<String, Object> extra) {
        super(message, null, false, false);
        this.status = status;
        this.code = code;
        this.extra = Map.copyOf(extra);
    }

    int status() {
        return status;
    }

    String code() {
        return code;
    }

    Map<String, Object> extra() {
        return extra;
    }

    static ApiError badRequest(String message) {
        return new ApiError(400, "BAD_REQUEST", message);
    }

    static ApiError notFound(String message) {
        return new ApiError(404, "NOT_FOUND", message);
    }

    static ApiError unauthorized(String message) {
        return new ApiError(401, "UNAUTHORIZED", message);
    }

    static ApiError conflict(String code, String message) {
        return new ApiError(409, code, message);
    }

    /**
     * The store could not save a person's request (the database is down or too busy): nothing changed, and the same
     * request may be sent again; answered with {@code Retry-After: 1}.
     *
     * @param what what could not be saved: "your move", "your seat"…
     */
    static ApiError tryAgain(String what) {
        return new ApiError(503, "TRY_AGAIN", "the table could not save " + what + "; try again");
    }
}
