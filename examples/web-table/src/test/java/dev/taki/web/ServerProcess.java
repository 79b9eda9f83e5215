package dev.taki.web;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A web table in a process of its own: {@code java -cp <this JVM's class path> dev.taki.web.WebTable --port 0 …},
 * as an operator starts one. Its port is read from the line it prints when it listens; its standard error goes to a
 * log file, which a failing test names.
 */
final class ServerProcess implements AutoCloseable {
    /** The line {@link WebTable#main} prints once it listens. */
    private static final Pattern LISTENING = Pattern.compile("taki web table: http://[^:/]+:(\\d+)/");
    private final Process process;
    private final Path log;
    private final int port;

    private ServerProcess(Process process, Path log, int port) {
        this.process = process;
        this.log = log;
        this.port = port;
    }

    /**
     * Starts a server and waits until it listens.
     *
     * @param log  where its standard error goes
     * @param args its arguments after {@code --port 0 --host 127.0.0.1}
     * @return the running server
     * @throws IOException if the process cannot be started, or it ends before it listens
     */
    static ServerProcess start(Path log, String... args) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(WebTable.class.getName());
        command.addAll(List.of("--port", "0", "--host", "127.0.0.1"));
        command.addAll(List.of(args));
        Files.createDirectories(log.toAbsolutePath().getParent());
        Process process = new ProcessBuilder(command).redirectError(log.toFile()).start();
        CompletableFuture<Integer> listening = new CompletableFuture<>();
        Thread reader = new Thread(() -> readOutput(process, listening), "server-process-output");
        reader.setDaemon(true);
        reader.start();
        try {
            // A guard against a hang only: the process normally listens within seconds.
            return new ServerProcess(process, log, listening.get(5, TimeUnit.MINUTES));
        } catch (ExecutionException | TimeoutException e) {
            process.destroyForcibly();
            throw new IOException("the server did not start; its log: " + log + "\n" + tail(log), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            throw new IOException("interrupted while the server started", e);
        }
    }

    /** Reads the process's standard output: the first listening line gives the port; the rest is kept off. */
    private static void readOutput(Process process, CompletableFuture<Integer> listening) {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                Matcher m = LISTENING.matcher(line);
                if (m.find()) {
                    listening.complete(Integer.parseInt(m.group(1)));
                }
            }
        } catch (IOException e) {
            // the process ended
        }
        listening.completeExceptionally(new IOException("the server's output ended before it listened"));
    }

    /** {@return the port it listens on} */
    int port() {
        return port;
    }

    /** {@return where its standard error goes} */
    Path log() {
        return log;
    }

    /** {@return the last lines of its log, for a failure's message} */
    String tail() {
        return tail(log);
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    /** Stops it as an operator would (SIGTERM: its shutdown hook closes the server) and waits for it to end. */
    @Override
    public void close() {
        process.destroy();
        try {
            // A guard against a hang only.
            if (!process.waitFor(2, TimeUnit.MINUTES)) {
                process.destroyForcibly().waitFor(1, TimeUnit.MINUTES);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }
}
