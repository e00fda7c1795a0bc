package dev.gpudoctor.charts;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

/**
 * A log axis labelled with plain numbers at 1-2-5 steps (0.02, 0.05, 0.1 … 100, 200, 500, 1,000).
 * JFreeChart's LogAxis labels a sweep that spans less than a decade with fractional powers such as
 * 10^-1.35, which nobody can read; wide ranges keep only the decades labelled.
 */
final class PlainLogAxis extends LogAxis {

    private static final double[] STEPS_FINE = {1, 2, 5};
    private static final double[] STEPS_DECADE = {1};
    /** Beyond this many decades, 2 and 5 marks crowd the axis. */
    private static final int FINE_UP_TO_DECADES = 3;

    PlainLogAxis(String label) {
        super(label);
        setSmallestValue(1e-9);
        setMinorTickMarksVisible(true);
    }

    /**
     * The data's range, widened where it holds fewer than two labelled steps (one point, or a few close
     * ones: 3 atoms auto-ranged to 2.7..3.3 had no label at all) to the 1-2-5 steps around it, so every
     * chart, exported or shown, says what its axes measure.
     */
    @Override
    protected void autoAdjustRange() {
        super.autoAdjustRange();
        double lower = getLowerBound();
        double upper = getUpperBound();
        if (!(lower > 0)
                || !(upper >= lower)
                || !Double.isFinite(upper)
                || ticks(lower, upper, RectangleEdge.BOTTOM).stream()
                                .filter(t -> !t.getText().isEmpty())
                                .count()
                        >= 2) {
            return;
        }
        setRange(new org.jfree.data.Range(stepBelow(lower), stepAbove(upper)), false, false);
    }

    /** The largest 1-2-5 step strictly below {@code value}. */
    static double stepBelow(double value) {
        int exponent = (int) Math.floor(Math.log10(value));
        for (int e = exponent + 1; e >= exponent - 1; e--) {
            for (int i = STEPS_FINE.length - 1; i >= 0; i--) {
                double step =
                        new BigDecimal((int) STEPS_FINE[i]).scaleByPowerOfTen(e).doubleValue();
                if (step < value) {
                    return step;
                }
            }
        }
        return value / 2;
    }

    /** The smallest 1-2-5 step strictly above {@code value}. */
    static double stepAbove(double value) {
        int exponent = (int) Math.floor(Math.log10(value));
        for (int e = exponent - 1; e <= exponent + 1; e++) {
            for (double m : STEPS_FINE) {
                double step = new BigDecimal((int) m).scaleByPowerOfTen(e).doubleValue();
                if (step > value) {
                    return step;
                }
            }
        }
        return value * 2;
    }

    @Override
    @SuppressWarnings({"rawtypes", "unchecked"})
    public List refreshTicks(Graphics2D g2, AxisState state, Rectangle2D dataArea, RectangleEdge edge) {
        return ticks(getLowerBound(), getUpperBound(), edge);
    }

    List<ValueTick> ticks(double lower, double upper, RectangleEdge edge) {
        List<ValueTick> ticks = new ArrayList<>();
        if (!(lower > 0) || !(upper > lower) || !Double.isFinite(upper)) {
            return ticks;
        }
        int first = (int) Math.floor(Math.log10(lower));
        int last = (int) Math.ceil(Math.log10(upper));
        double[] steps = last - first <= FINE_UP_TO_DECADES ? STEPS_FINE : STEPS_DECADE;
        TextAnchor anchor = RectangleEdge.isLeftOrRight(edge)
                ? (edge == RectangleEdge.LEFT ? TextAnchor.CENTER_RIGHT : TextAnchor.CENTER_LEFT)
                : (edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER);
        for (int exponent = first; exponent <= last; exponent++) {
            for (int m = 1; m <= 9; m++) {
                double value = new BigDecimal(m).scaleByPowerOfTen(exponent).doubleValue();
                if (value < lower || value > upper) {
                    continue;
                }
                boolean major = contains(steps, m);
                ticks.add(new NumberTick(
                        major ? TickType.MAJOR : TickType.MINOR,
                        value,
                        major ? label(value) : "",
                        anchor,
                        anchor,
                        0.0));
            }
        }
        return ticks;
    }

    /** 0.05, 0.1, 2, 1,000 — never an exponent. */
    static String label(double value) {
        DecimalFormat format =
                new DecimalFormat(value >= 1 ? "#,##0" : "0.#########", DecimalFormatSymbols.getInstance(Locale.ROOT));
        return format.format(value);
    }

    private static boolean contains(double[] steps, int m) {
        for (double step : steps) {
            if (step == m) {
                return true;
            }
        }
        return false;
    }
}
