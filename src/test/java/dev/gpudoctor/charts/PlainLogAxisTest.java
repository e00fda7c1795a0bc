package dev.gpudoctor.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jfree.chart.axis.NumberTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.api.Test;

class PlainLogAxisTest {

    private static List<String> labels(double lower, double upper) {
        return new PlainLogAxis("s")
                .ticks(lower, upper, RectangleEdge.LEFT).stream()
                        .filter(t -> t.getTickType() == TickType.MAJOR)
                        .map(ValueTick::getText)
                        .toList();
    }

    @Test
    void lessThanADecadeGetsOneTwoFiveLabelsInPlainNumbers() {
        assertThat(labels(0.015, 0.4)).containsExactly("0.02", "0.05", "0.1", "0.2");
        assertThat(labels(3, 96)).containsExactly("5", "10", "20", "50");
    }

    @Test
    void wideRangesLabelOnlyDecadesWithThousandsSeparators() {
        assertThat(labels(1, 20_000)).containsExactly("1", "10", "100", "1,000", "10,000");
        List<ValueTick> all = new PlainLogAxis("atoms").ticks(1, 20_000, RectangleEdge.BOTTOM);
        assertThat(all)
                .filteredOn(t -> t.getTickType() == TickType.MINOR)
                .allSatisfy(t -> assertThat(t.getText()).isEmpty());
        assertThat(((NumberTick) all.get(0)).getNumber().doubleValue()).isEqualTo(1.0);
    }

    @Test
    void anEmptyOrNonPositiveRangeHasNoTicks() {
        assertThat(new PlainLogAxis("x").ticks(0, 10, RectangleEdge.LEFT)).isEmpty();
        assertThat(new PlainLogAxis("x").ticks(5, 5, RectangleEdge.LEFT)).isEmpty();
    }
}
