package dev.taki.web;

import tools.jackson.databind.JsonNode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.http.HttpHeaders;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * HTTP/1.1 over a fresh connection for every request ({@code Connection: close}), so that a connection-level proxy
 * such as {@link RoundRobinProxy} may send each request to another server. The JDK's client would keep one
 * connection alive and so stay on one server.
 */
final class OneShotHttp {
    private final int port;

    OneShotHttp(int port) {
        this.port = port;
    }

    Client.Reply get(String path, String token) {
        return send("GET", path, null, token);
    }

    Client.Reply post(String path, String body, String token) {
        return send("POST", path, body, token);
    }

    Client.Reply send(String method, String path, String body, String token) {
        byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        StringBuilder head = new StringBuilder();
        head.append(method).append(' ').append(path).append(" HTTP/1.1\r\n");
        head.append("Host: 127.0.0.1:").append(port).append("\r\n");
        head.append("Connection: close\r\n");
        head.append("Accept: application/json\r\n");
        if (token != null) {
            head.append("Authorization: Bearer ").append(token).append("\r\n");
        }
        if (body != null) {
            head.append("Content-Type: application/json\r\n");
        }
        if (body != null || method.equals("POST")) {
            head.append("Content-Length: ").append(content.length).append("\r\n");
        }
        head.append("\r\n");
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            out.write(head.toString().getBytes(StandardCharsets.US_ASCII));
            out.write(content);
            out.flush();
            return read(socket.getInputStream(), token);
        } catch (IOException e) {
            throw new UncheckedIOException(method + " " + path + " through port " + port, e);
        }
    }

    private static Client.Reply read(InputStream in, String token) throws IOException {
        String status = line(in);
        String[] parts = status.split(" ", 3);
        if (parts.length < 2 || !parts[0].startsWith("HTTP/1.")) {
            throw new IOException("not an HTTP answer: " + status);
        }
        int code = Integer.parseInt(parts[1]);
        Map<String, List<String>> headers = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String line = line(in); !line.isEmpty(); line = line(in)) {
            int colon = line.indexOf(':');
            headers.computeIfAbsent(line.substring(0, colon).trim(), k -> new ArrayList<>())
                    .add(line.substring(colon + 1).trim());
        }
        byte[] body;
        String encoding = first(headers, "Transfer-Encoding");
        String length = first(headers, "Content-Length");
        if (encoding != null && encoding.toLowerCase(Locale.ROOT).contains("chunked")) {
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            while (true) {
                int size = Integer.parseInt(line(in).split(";")[0].trim(), 16);
                if (size == 0) {
                    break;
                }
                all.write(in.readNBytes(size));
                line(in);
            }
            body = all.toByteArray();
        } else if (length != null) {
            body = in.readNBytes(Integer.parseInt(length));
        } else {
            body = in.readAllBytes();
        }
        String text = new String(body, StandardCharsets.UTF_8);
        JsonNode json = null;
        try {
            json = Client.JSON.readTree(text);
        } catch (RuntimeException e) {
            // not JSON: the test looks at the text
        }
        return new Client.Reply(code, HttpHeaders.of(headers, (a, b) -> true), text, json, token);
    }

    private static String first(Map<String, List<String>> headers, String name) {
        List<String> values = headers.get(name);
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    private static String line(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int c;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (c != '\r') {
                line.write(c);
            }
        }
        if (c < 0 && line.size() == 0) {
            throw new IOException("the connection closed before the answer was whole");
        }
        return line.toString(StandardCharsets.US_ASCII);
    }
}
