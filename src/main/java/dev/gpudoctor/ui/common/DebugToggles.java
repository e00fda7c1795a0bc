package dev.gpudoctor.ui.common;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * The CUDA debugging switches GPU Doctor applies to every child it launches. One instance is shared
 * by the Checklist and Runs tabs, so flipping a switch in one shows in the other.
 */
public final class DebugToggles {

    private final BooleanProperty cudaLaunchBlocking = new SimpleBooleanProperty(false);
    private final BooleanProperty torchUseCudaDsa = new SimpleBooleanProperty(false);

    public BooleanProperty cudaLaunchBlockingProperty() {
        return cudaLaunchBlocking;
    }

    public BooleanProperty torchUseCudaDsaProperty() {
        return torchUseCudaDsa;
    }
}
