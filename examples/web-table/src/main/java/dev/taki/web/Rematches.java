package dev.taki.web;

import dev.taki.match.MatchSeat;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Rematches: a table whose game is over gets, once, a new open table for the same people — the same configuration
 * (a new deal from a fresh seed), the same bots and move clock, and each person's seat claimed for them under their
 * name. Each person's new token is handed only to that person: in the answer to their own {@code POST …/rematch}
 * (made with their token of the old table) or in a {@code rematch} frame on their own sockets of the old table. The
 * tokens are kept in this server's memory only, so a rematch is this server's: after a restart, or on another server
 * of a shared database, asking again makes another one.
 */
final class Rematches {
    /**
     * A rematch made: the new table's id and, by seat of the old table, the seat and token of its person there.
     *
     * @param id the new table's id
     * @param seats the old seat of each person → their seat and token at the new table
     */
    record Rematch(String id, Map<Integer, Table.Seated> seats) {
    }

    private final Tables tables;
    private final Map<String, Rematch> byOldTable = new ConcurrentHashMap<>();

    Rematches(Tables tables) {
        this.tables = tables;
    }

    /**
     * The rematch of a table whose game is over, made at the first request and the same one after that.
     *
     * @param old the table whose game is over
     * @param seat the seat of the person asking (checked from their token)
     * @return the new table's id with the asker's seat and token there
     * @throws ApiError 409 {@code NOT_OVER} while the game is not over, 409 {@code NOT_A_PERSON} for a seat a bot
     *         played from the start
     */
    synchronized ObjectNode request(Table old, int seat) {
        if (!"over".equals(old.status())) {
            throw ApiError.conflict("NOT_OVER", "a rematch follows a game that is over; this table is " + old.status());
        }
        Rematch rematch = byOldTable.computeIfAbsent(old.id(), id -> make(old));
        Table.Seated mine = rematch.seats().get(seat);
        if (mine == null) {
            throw ApiError.conflict("NOT_A_PERSON", "seat " + seat + " was played by a bot: a rematch is for the people"
                    + " of the table");
        }
        return frame(rematch, mine);
    }

    private Rematch make(Table old) {
        ObjectNode config = old.publicConfig().deepCopy();
        config.put("bots", old.bots());
        if (old.clockSeconds() > 0) {
            config.put("clock", old.clockSeconds());
        }
        Table fresh = tables.create(config);
        // People claim seats in order, so claiming them again in order gives each the seat they had.
        Map<Integer, Table.Seated> seats = new LinkedHashMap<>();
        for (MatchSeat seat : old.match().seats()) {
            if (seat.credentialHash() != null) {
                seats.put(seat.seat(), fresh.join(seat.name()));
            }
        }
        Rematch rematch = new Rematch(fresh.id(), Map.copyOf(seats));
        // Every person's own sockets hear their own new token, and nobody else's.
        seats.forEach((oldSeat, seated) -> old.sendToSeat(oldSeat, tables.json().print(frame(rematch, seated))));
        return rematch;
    }

    /** A socket of a person said hello to a table that has a rematch: it hears its own seat's token. */
    void tell(Table old, TableSocket socket) {
        Optional.ofNullable(byOldTable.get(old.id()))
                .ifPresent(rematch -> Optional.ofNullable(rematch.seats().get(socket.viewer()))
                        .ifPresent(seated -> socket.send(tables.json().print(frame(rematch, seated)))));
    }

    private static ObjectNode frame(Rematch rematch, Table.Seated seated) {
        ObjectNode out = JsonNodeFactory.instance.objectNode();
        out.put("type", "rematch");
        out.put("id", rematch.id());
        out.put("seat", seated.seat());
        out.put("token", seated.token());
        return out;
    }
}
