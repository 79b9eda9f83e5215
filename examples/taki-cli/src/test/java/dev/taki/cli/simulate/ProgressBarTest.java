package dev.taki.cli.simulate;

import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The progress bar: its line, and that it redraws in place and wipes itself. */
class ProgressBarTest {

    @Test
    void theLineShowsTheShareDone() {
        assertEquals("[------------------------------]   0%  0/200 games", ProgressBar.line(0, 200));
        assertEquals("[###############---------------]  50%  100/200 games", ProgressBar.line(100, 200));
        assertEquals("[##############################] 100%  200/200 games", ProgressBar.line(200, 200));
    }

    @Test
    void itRedrawsInPlaceAtMostTenTimesASecondAndWipesItself() {
        StringWriter s = new StringWriter();
        ProgressBar bar = new ProgressBar(new PrintWriter(s), 1000);
        for (int i = 1; i <= 1000; i++) {
            bar.update(i);
        }
        bar.clear();
        String out = s.toString();
        long draws = out.chars().filter(c -> c == '\r').count();
        assertTrue(draws >= 3 && draws < 100, draws + " redraws: " + out);
        assertTrue(out.contains("1000/1000 games"), "the last state is always drawn");
        assertTrue(out.endsWith("\r"), "wiped");
        assertTrue(!out.contains("\n"));
    }
}
