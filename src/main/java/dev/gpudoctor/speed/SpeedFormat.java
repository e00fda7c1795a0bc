package dev.gpudoctor.speed;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/** How speed figures are written everywhere: three significant digits, no exponent. */
public final class SpeedFormat {

    private SpeedFormat() {}

    /** 3.02, 75.8, 151, 3478, 0.0412. */
    public static String us(double value) {
        if (!Double.isFinite(value) || value <= 0) {
            return "n/a";
        }
        if (value >= 1000) {
            return String.format(Locale.ROOT, "%.0f", value);
        }
        return new BigDecimal(value)
                .round(new MathContext(3, RoundingMode.HALF_UP))
                .stripTrailingZeros()
                .toPlainString();
    }

    /** A ratio as "1.4×" or "23×". */
    public static String factor(double value) {
        return ratio(value) + "×";
    }

    /** A ratio's number: one decimal below 10, none above ("1.4", "23"). */
    public static String ratio(double value) {
        return value >= 10 ? String.format(Locale.ROOT, "%.0f", value) : String.format(Locale.ROOT, "%.1f", value);
    }

    /** A count with thousands separators: 6,144. */
    public static String atoms(int atoms) {
        return String.format(Locale.ROOT, "%,d", atoms);
    }
}
