package dev.gpudoctor.speed;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** How every screen, the CLI and the bundle write a duration: 41 s, 2.3 s, 25.0 ms, 480 µs. */
public final class Durations {

    private Durations() {}

    /**
     * Three significant digits below a second, no exponent; "n/a" for a value not known. DecimalFormat
     * rather than String.format: the Compare tab formats every new point on the FX thread during a
     * sweep, and Formatter's parsing cost most of each hand-over there.
     */
    public static String seconds(double value) {
        if (!Double.isFinite(value)) {
            return "n/a";
        }
        if (value >= 10) {
            return decimals(value, 0) + " s";
        }
        if (value >= 1) {
            return decimals(value, 1) + " s";
        }
        if (value >= 1e-3) {
            return significant3(value * 1e3) + " ms";
        }
        return significant3(value * 1e6) + " µs";
    }

    /** 480, 25.0, 1.20: like %.3g without an exponent. */
    static String significant3(double value) {
        double rounded = new BigDecimal(value)
                .round(new MathContext(3, RoundingMode.HALF_UP))
                .doubleValue();
        return rounded >= 100 ? decimals(rounded, 0) : rounded >= 10 ? decimals(rounded, 1) : decimals(rounded, 2);
    }

    /** A plain number with exactly {@code places} (0 to 2) decimals, rounded half up, in the root locale. */
    public static String decimals(double value, int places) {
        return FORMATS.get()[places].format(value);
    }

    private static final ThreadLocal<DecimalFormat[]> FORMATS = ThreadLocal.withInitial(() -> {
        DecimalFormatSymbols root = DecimalFormatSymbols.getInstance(Locale.ROOT);
        DecimalFormat[] formats = {
            new DecimalFormat("0", root), new DecimalFormat("0.0", root), new DecimalFormat("0.00", root)
        };
        for (DecimalFormat format : formats) {
            format.setRoundingMode(RoundingMode.HALF_UP);
        }
        return formats;
    });
}
