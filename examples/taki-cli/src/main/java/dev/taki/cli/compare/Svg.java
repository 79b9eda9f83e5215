package dev.taki.cli.compare;

import java.util.List;
import java.util.Locale;

/**
 * Charts as inline SVG text: lines, intervals and bars on linear axes, with axis ticks and a legend. No fonts,
 * scripts or other files: the SVG is meant to be written into an HTML page as it is.
 */
final class Svg {
    static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"};
    private static final int WIDTH = 680;
    private static final int HEIGHT = 300;
    private static final int LEFT = 60;
    private static final int RIGHT = 20;
    private static final int TOP = 34;
    private static final int BOTTOM = 46;

    /** One line of a line chart. */
    record Line(String name, double[] xs, double[] ys) {
    }

    /** A point with its interval, for one series at one category. */
    record Interval(double value, double low, double high) {
    }

    private final StringBuilder b = new StringBuilder();
    private final double xMin;
    private final double xMax;
    private final double yMin;
    private final double yMax;

    private Svg(String label, double xMin, double xMax, double yMin, double yMax) {
        this.xMin = xMin;
        this.xMax = xMax == xMin ? xMin + 1 : xMax;
        this.yMin = yMin;
        this.yMax = yMax == yMin ? yMin + 1 : yMax;
        b.append(String.format(Locale.ROOT, "<svg viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" role=\"img\" aria-label=\"%s\""
                + " font-family=\"sans-serif\" font-size=\"12\">\n", WIDTH, HEIGHT, WIDTH, HEIGHT, escape(label)));
    }

    private double x(double v) {
        return LEFT + (v - xMin) / (xMax - xMin) * (WIDTH - LEFT - RIGHT);
    }

    private double y(double v) {
        return HEIGHT - BOTTOM - (v - yMin) / (yMax - yMin) * (HEIGHT - TOP - BOTTOM);
    }

    /** Lines over a numeric x axis (a distribution drawn as the share of games at each x). */
    static String lines(String label, String xTitle, String yTitle, List<Line> lines, boolean percentY) {
        double xMax = 0;
        double yMax = 0;
        for (Line l : lines) {
            for (int i = 0; i < l.xs.length; i++) {
                xMax = Math.max(xMax, l.xs[i]);
                yMax = Math.max(yMax, l.ys[i]);
            }
        }
        Svg s = new Svg(label, 0, niceCeiling(xMax), 0, niceCeiling(yMax));
        s.yAxis(yTitle, percentY);
        s.xAxis(xTitle);
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            StringBuilder points = new StringBuilder();
            for (int j = 0; j < l.xs.length; j++) {
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", s.x(l.xs[j]), s.y(l.ys[j])));
            }
            s.b.append("<polyline class=\"mark\" fill=\"none\" stroke-width=\"2\" stroke=\"").append(colour(i)).append("\" points=\"")
                    .append(points.toString().trim()).append("\"/>\n");
        }
        s.legend(lines.stream().map(Line::name).toList());
        return s.end();
    }

    /**
     * Points with interval bars: for each category (on the x axis) one point per series, side by side, and a
     * dashed reference line (such as the fair share 1/players).
     */
    static String intervals(String label, String yTitle, List<String> categories, List<String> series,
                            List<List<Interval>> bySeries, double reference) {
        double high = reference;
        double low = reference;
        for (List<Interval> points : bySeries) {
            for (Interval p : points) {
                high = Math.max(high, p.high);
                low = Math.min(low, p.low);
            }
        }
        double pad = Math.max(0.01, (high - low) * 0.15);
        Svg s = new Svg(label, 0, categories.size(), Math.max(0, niceFloor(low - pad)), Math.min(1, niceCeiling(high + pad)));
        s.yAxis(yTitle, true);
        s.categories(categories);
        s.b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#555\" stroke-dasharray=\"5,4\"/>\n",
                LEFT, WIDTH - RIGHT, s.y(reference), s.y(reference)));
        double slot = 1.0 / (series.size() + 1);
        for (int i = 0; i < series.size(); i++) {
            for (int c = 0; c < categories.size(); c++) {
                Interval p = bySeries.get(i).get(c);
                double cx = s.x(c + slot * (i + 1));
                s.b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"2\"/>"
                                + "<circle class=\"mark\" cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>%s</title></circle>\n",
                        cx, cx, s.y(p.low), s.y(p.high), colour(i), cx, s.y(p.value), colour(i),
                        escape(series.get(i) + ", " + categories.get(c) + ": " + Rows.percent(p.value) + " (95% CI "
                                + Rows.percent(p.low) + " to " + Rows.percent(p.high) + ")")));
            }
        }
        s.legend(series);
        return s.end();
    }

    /** One bar a series (configuration), with its value written above it. */
    static String bars(String label, String yTitle, List<String> series, double[] values, int decimals) {
        double max = 0;
        for (double v : values) {
            max = Math.max(max, v);
        }
        Svg s = new Svg(label, 0, series.size(), 0, niceCeiling(max * 1.1));
        s.yAxis(yTitle, false);
        s.categories(series);
        for (int i = 0; i < series.size(); i++) {
            double x0 = s.x(i + 0.2);
            double x1 = s.x(i + 0.8);
            s.b.append(String.format(Locale.ROOT, "<rect class=\"mark\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"/>"
                            + "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>\n",
                    x0, s.y(values[i]), x1 - x0, s.y(0) - s.y(values[i]), colour(i), (x0 + x1) / 2, s.y(values[i]) - 4,
                    Rows.number(values[i], decimals)));
        }
        return s.end();
    }

    private void yAxis(String title, boolean percent) {
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"#000\"/>\n", LEFT, LEFT, TOP, HEIGHT - BOTTOM));
        double step = niceStep((yMax - yMin) / 5);
        int decimals = Math.abs(step * 100 - Math.rint(step * 100)) < 1e-9 ? 0 : 1;
        for (double t : ticks(yMin, yMax)) {
            double yy = y(t);
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                            + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", LEFT, WIDTH - RIGHT, yy, yy, LEFT - 6, yy + 4,
                    percent ? Rows.number(100 * t, decimals) + "%" : tickLabel(t)));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" transform=\"rotate(-90 14 %d)\" text-anchor=\"middle\">%s</text>\n",
                (TOP + HEIGHT - BOTTOM) / 2, (TOP + HEIGHT - BOTTOM) / 2, escape(title)));
    }

    private void xAxis(String title) {
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"#000\"/>\n", LEFT, WIDTH - RIGHT,
                HEIGHT - BOTTOM, HEIGHT - BOTTOM));
        for (double t : ticks(xMin, xMax)) {
            b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x(t), HEIGHT - BOTTOM + 16, tickLabel(t)));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", (LEFT + WIDTH - RIGHT) / 2,
                HEIGHT - 8, escape(title)));
    }

    private void categories(List<String> names) {
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"#000\"/>\n", LEFT, WIDTH - RIGHT,
                HEIGHT - BOTTOM, HEIGHT - BOTTOM));
        for (int i = 0; i < names.size(); i++) {
            b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x(i + 0.5),
                    HEIGHT - BOTTOM + 18, escape(names.get(i))));
        }
    }

    private void legend(List<String> names) {
        double at = LEFT;
        for (int i = 0; i < names.size(); i++) {
            b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"8\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                    + "<text x=\"%.1f\" y=\"18\">%s</text>\n", at, colour(i), at + 16, escape(names.get(i))));
            at += 16 + 7.5 * names.get(i).length() + 18;
        }
    }

    private String end() {
        return b.append("</svg>").toString();
    }

    static String colour(int i) {
        return COLOURS[i % COLOURS.length];
    }

    /** About five round ticks from low to high. */
    private static double[] ticks(double low, double high) {
        double step = niceStep((high - low) / 5);
        int first = (int) Math.ceil(low / step - 1e-9);
        int last = (int) Math.floor(high / step + 1e-9);
        double[] t = new double[Math.max(0, last - first + 1)];
        for (int i = 0; i < t.length; i++) {
            t[i] = (first + i) * step;
        }
        return t;
    }

    private static double niceStep(double rough) {
        if (rough <= 0) {
            return 1;
        }
        double magnitude = Math.pow(10, Math.floor(Math.log10(rough)));
        double f = rough / magnitude;
        return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * magnitude;
    }

    private static double niceCeiling(double v) {
        double step = niceStep(v / 5);
        return v <= 0 ? 1 : Math.ceil(v / step - 1e-9) * step;
    }

    private static double niceFloor(double v) {
        double step = niceStep(Math.abs(v) / 5);
        return v <= 0 ? 0 : Math.floor(v / step + 1e-9) * step;
    }

    private static String tickLabel(double t) {
        return t == Math.rint(t) ? Long.toString((long) t) : Rows.number(t, 2);
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
