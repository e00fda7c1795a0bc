package dev.gpudoctor.ui.common;

import java.util.function.Supplier;
import javafx.scene.Node;

/**
 * A tab whose view is built when the tab is first shown: Runs and Compare bring JFreeChart, tables
 * and the run history, which the first frame does not need (they cost the start-up ~50 ms).
 */
public final class LazyTabView implements TabView {

    private final String id;
    private final String title;
    private final Supplier<? extends TabView> factory;
    private TabView view;

    public LazyTabView(String id, String title, Supplier<? extends TabView> factory) {
        this.id = id;
        this.title = title;
        this.factory = factory;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String title() {
        return title;
    }

    /** Builds the view on the first call (FX thread), then returns the same content. */
    @Override
    public Node content() {
        if (view == null) {
            view = factory.get();
        }
        return view.content();
    }

    /** Whether the view has been built yet. */
    public boolean built() {
        return view != null;
    }
}
