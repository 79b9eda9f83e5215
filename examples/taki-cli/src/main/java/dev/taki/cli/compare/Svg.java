package dev.taki.cli.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Charts as inline SVG text: lines, intervals and bars on linear axes, with axis ticks and a legend. No fonts,
 * scripts or other files: the SVG is meant to be written into an HTML page as it is.
 */
final class Svg {
    static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"};
    private static final int WIDTH = 680;
    /** The height of a chart whose legend fits on one line. */
    private static final int BASE_HEIGHT = 300;
    private static final int LEFT = 60;
    private static final int RIGHT = 20;
    private static final int LEGEND_LINE = 20;
    private static final int BOTTOM = 46;

    /** One line of a line chart. */
    record Line(String name, double[] xs, double[] ys) {
    }

    private final StringBuilder b = new StringBuilder();
    private final double xMin;
    private final double xMax;
    private final double yMin;
    private final double yMax;
    /** Whether the y axis is logarithmic: equal distances are equal ratios. */
    private final boolean log;
    /** Where the plot begins and the chart ends: lower for a legend of several lines, so the plot keeps its size. */
    private final int top;
    private final int height;

    private Svg(String label, double xMin, double xMax, double yMin, double yMax, List<String> legend) {
        this(label, xMin, xMax, yMin, yMax, legend, false);
    }

    private Svg(String label, double xMin, double xMax, double yMin, double yMax, List<String> legend, boolean log) {
        this.xMin = xMin;
        this.xMax = xMax == xMin ? xMin + 1 : xMax;
        this.yMin = yMin;
        this.yMax = yMax == yMin ? yMin + 1 : yMax;
        this.log = log;
        int legendLines = legend.isEmpty() ? 1 : (int) legendPlaces(legend)[legend.size() - 1][1] + 1;
        this.top = 14 + LEGEND_LINE * legendLines;
        this.height = BASE_HEIGHT - 34 + top;
        b.append(String.format(Locale.ROOT, "<svg viewBox=\"0 0 %d %d\" width=\"%d\" height=\"%d\" role=\"img\" aria-label=\"%s\""
                + " font-family=\"sans-serif\" font-size=\"12\">\n", WIDTH, height, WIDTH, height, escape(label)));
    }

    private double x(double v) {
        return LEFT + (v - xMin) / (xMax - xMin) * (WIDTH - LEFT - RIGHT);
    }

    private double y(double v) {
        double f = log ? Math.log(v / yMin) / Math.log(yMax / yMin) : (v - yMin) / (yMax - yMin);
        return height - BOTTOM - f * (height - top - BOTTOM);
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
        Svg s = new Svg(label, 0, niceCeiling(xMax), 0, niceCeiling(yMax), lines.stream().map(Line::name).toList());
        s.yAxis(yTitle, percentY ? Scale.PERCENT : Scale.NUMBER);
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

    /** What a chart's y axis shows. */
    enum Scale {
        /** A rate, drawn as a percentage within 0 % to 100 %. */
        PERCENT,
        /** A difference of rates in percentage points, which may be below zero. */
        POINTS,
        /** A count or mean, from 0 up. */
        NUMBER,
        /** Counts or means above 0 that differ by several times, on a logarithmic axis: equal distances, equal ratios. */
        LOG;

        String label(double t, double step) {
            return switch (this) {
                case PERCENT -> Figures.tick(100 * t, 100 * step) + "%";
                case POINTS -> (t > step / 2 ? "+" : "") + Figures.tick(100 * t, 100 * step);
                case NUMBER -> Figures.tick(t, step);
                case LOG -> Figures.tick(t, t); // 1, 2, 5 times a power of ten: as many decimals as it has
            };
        }

        String value(Estimate e) {
            return switch (this) {
                case PERCENT -> Figures.percentInterval(e.value(), e.low(), e.high());
                case POINTS -> (e.value() > 0 ? "+" : "") + Figures.interval(100 * e.value(), 100 * e.low(), 100 * e.high()) + " points";
                case NUMBER, LOG -> Figures.interval(e.value(), e.low(), e.high());
            };
        }
    }

    /**
     * Points with interval bars: for each category (on the x axis) one point per series, side by side, and a
     * dashed reference line (such as the fair share 1/players) unless it is NaN. A null point (a series without
     * that category) is left out.
     */
    static String intervals(String label, String yTitle, List<String> categories, List<String> series,
                            List<List<Estimate>> bySeries, double reference, Scale scale) {
        double[] references = new double[categories.size()];
        Arrays.fill(references, reference);
        return intervals(label, yTitle, categories, series, bySeries, references, scale);
    }

    /** The same, with a reference line of its own in each category (NaN for none). */
    static String intervals(String label, String yTitle, List<String> categories, List<String> series,
                            List<List<Estimate>> bySeries, double[] references, Scale scale) {
        double high = Double.NEGATIVE_INFINITY;
        double low = Double.POSITIVE_INFINITY;
        for (double r : references) {
            if (!Double.isNaN(r)) {
                high = Math.max(high, r);
                low = Math.min(low, r);
            }
        }
        for (List<Estimate> points : bySeries) {
            for (Estimate p : points) {
                if (p != null) {
                    high = Math.max(high, p.high());
                    low = Math.min(low, p.low());
                }
            }
        }
        if (!Double.isFinite(high)) {
            high = 1;
            low = 0;
        }
        Svg s;
        if (scale == Scale.LOG) {
            s = new Svg(label, 0, categories.size(), logStepAtOrBelow(Math.max(1e-9, low) / 1.1), logStepAtOrAbove(high * 1.1), series, true);
        } else {
            double pad = Math.max(scale == Scale.NUMBER ? Math.abs(high) * 0.01 : 0.005, (high - low) * 0.15);
            double yLow = scale == Scale.POINTS ? Math.min(0, niceFloor(low - pad)) : Math.max(0, niceFloor(low - pad));
            double yHigh = scale == Scale.PERCENT ? Math.min(1, niceCeiling(high + pad))
                    : scale == Scale.POINTS ? Math.max(0, niceCeiling(high + pad)) : niceCeiling(high + pad);
            s = new Svg(label, 0, categories.size(), yLow, yHigh, series);
        }
        s.yAxis(yTitle, scale);
        s.categories(categories);
        for (int c = 0; c < categories.size(); c++) {
            if (!Double.isNaN(references[c])) {
                boolean joined = c > 0 && references[c] == references[c - 1];
                s.b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#555\""
                        + " stroke-dasharray=\"5,4\"/>\n", s.x(c + (joined ? 0 : 0.03)), s.x(c + 0.97), s.y(references[c]), s.y(references[c])));
            }
        }
        double slot = 1.0 / (series.size() + 1);
        for (int i = 0; i < series.size(); i++) {
            for (int c = 0; c < categories.size(); c++) {
                Estimate p = bySeries.get(i).get(c);
                if (p == null) {
                    continue;
                }
                double cx = s.x(c + slot * (i + 1));
                s.whisker(cx, p, colour(i));
                s.b.append(String.format(Locale.ROOT, "<circle class=\"mark\" cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>%s</title></circle>\n",
                        cx, s.y(p.value()), colour(i), escape(series.get(i) + ", " + categories.get(c) + ": " + scale.value(p) + ", 95% interval")));
            }
        }
        s.legend(series);
        return s.end();
    }

    /** One bar a series (configuration) up to its estimate, with its interval as a whisker and its value above. */
    static String bars(String label, String yTitle, List<String> series, List<Estimate> values) {
        double max = 0;
        for (Estimate v : values) {
            max = Math.max(max, Math.max(v.value(), v.high()));
        }
        Svg s = new Svg(label, 0, series.size(), 0, niceCeiling(max * 1.15), List.of());
        s.yAxis(yTitle, Scale.NUMBER);
        s.categories(series);
        for (int i = 0; i < series.size(); i++) {
            Estimate v = values.get(i);
            double x0 = s.x(i + 0.2);
            double x1 = s.x(i + 0.8);
            double cx = (x0 + x1) / 2;
            s.b.append(String.format(Locale.ROOT, "<rect class=\"mark\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\""
                            + " fill-opacity=\"0.75\"><title>%s</title></rect>\n",
                    x0, s.y(v.value()), x1 - x0, s.y(0) - s.y(v.value()), colour(i),
                    escape(series.get(i) + ": " + Scale.NUMBER.value(v) + ", 95% interval")));
            s.whisker(cx, v, "#000");
            s.b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">%s</text>\n",
                    cx, Math.min(s.y(v.value()), s.y(v.high())) - 6, escape(Figures.significant(v.value()))));
        }
        return s.end();
    }

    /** An interval drawn as a vertical line with short caps. */
    private void whisker(double cx, Estimate e, String colour) {
        double top = y(e.high());
        double bottom = y(e.low());
        b.append(String.format(Locale.ROOT, "<path d=\"M%.1f,%.1fV%.1fM%.1f,%.1fH%.1fM%.1f,%.1fH%.1f\" stroke=\"%s\" stroke-width=\"1.5\" fill=\"none\"/>\n",
                cx, top, bottom, cx - 4, top, cx + 4, cx - 4, bottom, cx + 4, colour));
    }

    private void yAxis(String title, Scale scale) {
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"#000\"/>\n", LEFT, LEFT, top, height - BOTTOM));
        double step = niceStep((yMax - yMin) / 5);
        for (double t : log ? logTicks(yMin, yMax) : ticks(yMin, yMax)) {
            double yy = y(t);
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"%s\"/>"
                            + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", LEFT, WIDTH - RIGHT, yy, yy,
                    Math.abs(t) < step / 2 && yMin < 0 ? "#999" : "#ddd", LEFT - 6, yy + 4, scale.label(t, step)));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" transform=\"rotate(-90 14 %d)\" text-anchor=\"middle\">%s</text>\n",
                (top + height - BOTTOM) / 2, (top + height - BOTTOM) / 2, escape(title)));
    }

    private void xAxis(String title) {
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"#000\"/>\n", LEFT, WIDTH - RIGHT,
                height - BOTTOM, height - BOTTOM));
        double step = niceStep((xMax - xMin) / 5);
        for (double t : ticks(xMin, xMax)) {
            b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x(t), height - BOTTOM + 16,
                    Figures.tick(t, step)));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", (LEFT + WIDTH - RIGHT) / 2,
                height - 8, escape(title)));
    }

    /** Category names under the x axis; every other one a line lower when they would not fit side by side. */
    private void categories(List<String> names) {
        b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"#000\"/>\n", LEFT, WIDTH - RIGHT,
                height - BOTTOM, height - BOTTOM));
        double slot = (double) (WIDTH - LEFT - RIGHT) / Math.max(1, names.size());
        boolean crowded = names.stream().anyMatch(n -> textWidth(n) > slot - 4);
        for (int i = 0; i < names.size(); i++) {
            b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x(i + 0.5),
                    height - BOTTOM + 18 + (crowded && i % 2 == 1 ? 15 : 0), escape(names.get(i))));
        }
    }

    private void legend(List<String> names) {
        double[][] places = legendPlaces(names);
        for (int i = 0; i < names.size(); i++) {
            double at = places[i][0];
            double line = 8 + LEGEND_LINE * places[i][1];
            b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"12\" height=\"12\" fill=\"%s\"/>"
                    + "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n", at, line, colour(i), at + 16, line + 10, escape(names.get(i))));
        }
    }

    /** Where each legend entry goes: its x and its line (from 0), moving to a new line when the width is used up. */
    private static double[][] legendPlaces(List<String> names) {
        double[][] places = new double[names.size()][];
        double at = LEFT;
        int line = 0;
        for (int i = 0; i < names.size(); i++) {
            double width = 16 + textWidth(names.get(i)) + 18;
            if (at > LEFT && at + width > WIDTH - RIGHT) {
                at = LEFT;
                line++;
            }
            places[i] = new double[]{at, line};
            at += width;
        }
        return places;
    }

    /** About how wide a text is at 12 px in a sans-serif font. */
    private static double textWidth(String text) {
        return 7 * text.length();
    }

    private String end() {
        return b.append("</svg>").toString();
    }

    static String colour(int i) {
        return COLOURS[i % COLOURS.length];
    }

    /** The steps 1, 2, 5 of every power of ten from low to high: the ticks of a logarithmic axis. */
    private static double[] logTicks(double low, double high) {
        List<Double> ticks = new ArrayList<>();
        for (double t = logStepAtOrAbove(low); t <= high * (1 + 1e-9); t = logStepAtOrAbove(t * 1.0001)) {
            ticks.add(t);
        }
        return ticks.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /** The largest of 1, 2, 5 times a power of ten at or below {@code v} (above 0). */
    private static double logStepAtOrBelow(double v) {
        double magnitude = Math.pow(10, Math.floor(Math.log10(v)));
        double f = v / magnitude;
        return (f >= 5 ? 5 : f >= 2 ? 2 : 1) * magnitude;
    }

    /** The smallest of 1, 2, 5 times a power of ten at or above {@code v} (above 0). */
    private static double logStepAtOrAbove(double v) {
        double magnitude = Math.pow(10, Math.floor(Math.log10(v)));
        double f = v / magnitude;
        return (f <= 1 + 1e-9 ? 1 : f <= 2 + 1e-9 ? 2 : f <= 5 + 1e-9 ? 5 : 10) * magnitude;
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

    /** A round number at or above {@code v} (1 for 0, so an empty chart still has an axis). */
    private static double niceCeiling(double v) {
        if (v == 0) {
            return 1;
        }
        double step = niceStep(Math.abs(v) / 5);
        return Math.ceil(v / step - 1e-9) * step;
    }

    /** A round number at or below {@code v}. */
    private static double niceFloor(double v) {
        if (v == 0) {
            return 0;
        }
        double step = niceStep(Math.abs(v) / 5);
        return Math.floor(v / step + 1e-9) * step;
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
