package dev.gpudoctor.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.gpudoctor.model.SweepPoint;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ArrivalsTest {

    private static Arrival arrival(String structure) {
        return new Arrival(SweepPoint.failed("cpu", structure, "not-attempted", "x"), null, null, "s", 0.5);
    }

    @Test
    void pointsThatArriveBeforeTheUiThreadRunsGoInOneBatch() {
        List<Runnable> posted = new ArrayList<>();
        List<List<Arrival>> batches = new ArrayList<>();
        Arrivals arrivals = new Arrivals(posted::add, batches::add);

        arrivals.add(arrival("a"));
        arrivals.add(arrival("b"));
        arrivals.add(arrival("c"));
        assertThat(posted).hasSize(1);
        posted.remove(0).run();
        arrivals.add(arrival("d"));
        posted.remove(0).run();

        assertThat(batches).hasSize(2);
        assertThat(batches.get(0)).extracting(a -> a.point().structure()).containsExactly("a", "b", "c");
        assertThat(batches.get(1)).extracting(a -> a.point().structure()).containsExactly("d");
        assertThat(posted).isEmpty();
    }
}
