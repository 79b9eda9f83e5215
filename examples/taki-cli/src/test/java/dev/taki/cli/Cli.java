package dev.taki.cli;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Runs the command line in-process, as a person at a terminal would, and keeps what it printed. */
record Cli(int status, String out, String err) {

    static Cli run(String... args) {
        return withInput("", args);
    }

    /** Runs with the given text as standard input (what the person types, one line a move). */
    static Cli withInput(String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = TakiCommand.run(new BufferedReader(new StringReader(input)), new PrintWriter(out), new PrintWriter(err), args);
        return new Cli(status, out.toString(), err.toString());
    }

    List<String> lines() {
        return Arrays.asList(out.split("\n"));
    }

    /** Asserts a usage or input error: exit status 2 and one line on standard error, starting "taki: ". */
    Cli failsWith(String start) {
        assertEquals(2, status, "exit status; out: " + out + " err: " + err);
        assertTrue(err.startsWith("taki: " + start), err);
        assertEquals(1, err.strip().lines().count(), "one line: " + err);
        return this;
    }

    Cli succeeds() {
        assertEquals(0, status, "exit status; err: " + err);
        assertEquals("", err);
        return this;
    }
}
