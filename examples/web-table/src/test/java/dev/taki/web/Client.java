package dev.taki.web;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/** A test's client of the web table: the JDK's HTTP client and its WebSocket, every body read as JSON. */
final class Client {
    static final JsonMapper JSON = JsonMapper.builder().build();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final URI base;
    /** Every body received, when a test sweeps them; null otherwise. */
    private volatile Consumer<Reply> recorder;

    /** An answer: its status, headers, raw body and the body as JSON (null if it is not JSON). */
    record Reply(int status, HttpHeaders headers, String text, JsonNode json, String token) {
        String code() {
            return json == null ? null : json.path("code").asString();
        }
    }

    Client(int port) {
        this.base = URI.create("http://127.0.0.1:" + port);
    }

    void record(Consumer<Reply> onReply) {
        this.recorder = onReply;
    }

    Reply get(String path) {
        return send(HttpRequest.newBuilder(base.resolve(path)).GET(), null);
    }

    Reply get(String path, String token) {
        return send(HttpRequest.newBuilder(base.resolve(path)).GET(), token);
    }

    Reply post(String path, String body) {
        return post(path, body, null);
    }

    Reply post(String path, String body, String token) {
        return send(HttpRequest.newBuilder(base.resolve(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)), token);
    }

    Reply send(HttpRequest.Builder request, String token) {
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try {
            HttpResponse<String> response = http.send(request.timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString());
            JsonNode json = null;
            try {
                json = JSON.readTree(response.body());
            } catch (RuntimeException e) {
                // not JSON: the test looks at the text
            }
            Reply reply = new Reply(response.statusCode(), response.headers(), response.body(), json, token);
            Consumer<Reply> r = recorder;
            if (r != null) {
                r.accept(reply);
            }
            return reply;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    // ---- the game's calls --------------------------------------------------------------------------------

    String createTable(String config) {
        return created("create", post("/api/tables", config)).json().get("id").asString();
    }

    /** Takes a seat; {@return its token} */
    String join(String id, String name) {
        Reply r = post("/api/tables/" + id + "/seats", JSON.createObjectNode().put("name", name).toString());
        return created("join", r).json().get("token").asString();
    }

    /** {@return the reply, which must be 201 Created} */
    private static Reply created(String call, Reply r) {
        if (r.status() != 201) {
            throw new AssertionError(call + ": " + r.status() + " " + r.text());
        }
        return r;
    }

    // ---- sockets -----------------------------------------------------------------------------------------

    /** A WebSocket that said hello; it keeps every frame it is sent. */
    Socket socket(String id, String token, long since) {
        Socket socket = new Socket();
        WebSocket ws = http.newWebSocketBuilder().buildAsync(
                URI.create("ws://127.0.0.1:" + base.getPort() + "/api/tables/" + id + "/ws"), socket).join();
        socket.ws = ws;
        var hello = JSON.createObjectNode().put("type", "hello").put("since", since);
        if (token != null) {
            hello.put("token", token);
        }
        ws.sendText(hello.toString(), true).join();
        return socket;
    }

    /**
     * The frames of one socket, in order. Every wait is on a frame or the close arriving; its time limit only guards
     * against a hang, generous enough for a busy machine.
     */
    static final class Socket implements WebSocket.Listener {
        /** How long a wait for a frame may last before the test is taken for hung. */
        static final long GUARD_SECONDS = 120;
        final LinkedBlockingQueue<JsonNode> frames = new LinkedBlockingQueue<>();
        final List<JsonNode> all = new ArrayList<>();
        /** Completed with the close code when the server closes the socket. */
        final CompletableFuture<Integer> closing = new CompletableFuture<>();
        volatile boolean closed;
        volatile int closeCode;
        WebSocket ws;
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                JsonNode frame = JSON.readTree(partial.toString());
                partial.setLength(0);
                synchronized (all) {
                    all.add(frame);
                    all.notifyAll();
                }
                frames.add(frame);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            closeCode = statusCode;
            closed = true;
            closing.complete(statusCode);
            return null;
        }

        /** {@return the next frame} */
        JsonNode next() {
            return next(GUARD_SECONDS);
        }

        /** {@return the next frame, waiting up to so many seconds (a guard against a hang only)} */
        JsonNode next(long seconds) {
            try {
                JsonNode frame = frames.poll(seconds, TimeUnit.SECONDS);
                if (frame == null) {
                    throw new AssertionError("no frame within " + seconds + " s");
                }
                return frame;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        /** {@return the next frame of that type, skipping others} */
        JsonNode next(String type) {
            return next(type, GUARD_SECONDS);
        }

        /** {@return the next frame of that type, skipping others, each waited for up to so many seconds} */
        JsonNode next(String type, long seconds) {
            while (true) {
                JsonNode frame = next(seconds);
                if (frame.path("type").asString().equals(type)) {
                    return frame;
                }
            }
        }

        List<JsonNode> all() {
            synchronized (all) {
                return List.copyOf(all);
            }
        }

        /** {@return the events received so far, in order} */
        List<JsonNode> events() {
            List<JsonNode> out = new ArrayList<>();
            for (JsonNode frame : all()) {
                if (frame.path("type").asString().equals("events")) {
                    frame.get("events").forEach(out::add);
                }
            }
            return out;
        }

        /** Waits until the socket has the events up to {@code seq}: woken by each frame that arrives. */
        void awaitSeq(long seq) {
            long guard = System.nanoTime() + TimeUnit.SECONDS.toNanos(GUARD_SECONDS);
            synchronized (all) {
                while (seq > 0 && lastSeq() < seq) {
                    long left = guard - System.nanoTime();
                    if (left <= 0) {
                        throw new AssertionError("the socket did not get the events up to " + seq + "; it has up to "
                                + lastSeq());
                    }
                    try {
                        TimeUnit.NANOSECONDS.timedWait(all, left);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException(e);
                    }
                }
            }
        }

        private long lastSeq() {
            List<JsonNode> events = events();
            return events.isEmpty() ? 0 : events.get(events.size() - 1).get("seq").asLong();
        }

        /** {@return the close code, once the server has closed the socket} */
        int awaitClose() {
            try {
                return closing.get(GUARD_SECONDS, TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                throw new AssertionError("the server did not close the socket");
            } catch (java.util.concurrent.ExecutionException e) {
                throw new IllegalStateException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        void close() {
            ws.sendClose(WebSocket.NORMAL_CLOSURE, "bye").join();
        }
    }
}
