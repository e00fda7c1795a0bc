package dev.gpudoctor.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;

class LazyTabViewTest {

    @Test
    void theViewIsBuiltOnTheFirstContentCallAndOnlyOnce() {
        AtomicInteger built = new AtomicInteger();
        LazyTabView lazy = new LazyTabView("runs", "Runs", () -> {
            built.incrementAndGet();
            return new TabView() {
                @Override
                public String id() {
                    return "runs";
                }

                @Override
                public String title() {
                    return "Runs";
                }

                @Override
                public Node content() {
                    return null;
                }
            };
        });

        assertThat(lazy.id()).isEqualTo("runs");
        assertThat(lazy.title()).isEqualTo("Runs");
        assertThat(lazy.built()).isFalse();
        assertThat(built).hasValue(0);
        lazy.content();
        lazy.content();
        assertThat(lazy.built()).isTrue();
        assertThat(built).hasValue(1);
    }
}
