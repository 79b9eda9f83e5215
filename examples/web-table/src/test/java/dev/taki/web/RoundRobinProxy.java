package dev.taki.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A plain TCP proxy on loopback that knows nothing of HTTP: each new connection goes to the next backend in turn, and
 * the bytes are copied both ways until either side closes. A client that opens one connection per request (as
 * {@link OneShotHttp} does) sends its requests to the backends alternately.
 */
final class RoundRobinProxy implements AutoCloseable {
    private final ServerSocket listener;
    private final List<Integer> backends;
    private final AtomicInteger next = new AtomicInteger();
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "round-robin-proxy");
        t.setDaemon(true);
        return t;
    });

    /**
     * Listens on a free port of 127.0.0.1.
     *
     * @param backends the ports of the backends on 127.0.0.1, taken in this order
     * @throws IOException if no port can be bound
     */
    RoundRobinProxy(List<Integer> backends) throws IOException {
        this.backends = List.copyOf(backends);
        this.listener = new ServerSocket();
        listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        threads.execute(this::accept);
    }

    /** {@return the port clients connect to} */
    int port() {
        return listener.getLocalPort();
    }

    /** {@return how many connections were handed to the backends so far} */
    int connections() {
        return next.get();
    }

    private void accept() {
        while (!listener.isClosed()) {
            Socket client;
            try {
                client = listener.accept();
            } catch (IOException e) {
                return; // closed
            }
            int backend = backends.get(Math.floorMod(next.getAndIncrement(), backends.size()));
            Socket server;
            try {
                server = new Socket(InetAddress.getLoopbackAddress(), backend);
            } catch (IOException e) {
                closeQuietly(client);
                continue;
            }
            open.add(client);
            open.add(server);
            AtomicInteger directionsLeft = new AtomicInteger(2);
            threads.execute(() -> pipe(client, server, directionsLeft));
            threads.execute(() -> pipe(server, client, directionsLeft));
        }
    }

    /**
     * Copies one direction. When it ends the other side hears that no more comes; once both directions have ended
     * (or either failed), both sockets close.
     */
    private void pipe(Socket from, Socket to, AtomicInteger directionsLeft) {
        byte[] buffer = new byte[16 * 1024];
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            int n;
            while ((n = in.read(buffer)) >= 0) {
                out.write(buffer, 0, n);
                out.flush();
            }
            to.shutdownOutput();
            if (directionsLeft.decrementAndGet() > 0) {
                return;
            }
        } catch (IOException e) {
            // one side went away: both close
        }
        closeQuietly(from);
        closeQuietly(to);
    }

    private void closeQuietly(Socket socket) {
        open.remove(socket);
        try {
            socket.close();
        } catch (IOException e) {
            // closing
        }
    }

    @Override
    public void close() {
        try {
            listener.close();
        } catch (IOException e) {
            // closing
        }
        for (Socket s : open) {
            closeQuietly(s);
        }
        threads.shutdownNow();
    }
}
