package dev.gpudoctor.pyenv;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SetupPhasesTest {

    @Test
    void pipLinesReadAsPhases() {
        assertThat(SetupPhases.describe(new SetupProgress(
                        "install", "  Downloading torch-2.8.0-cp311-cp311-manylinux_2_28_x86_64.whl (888.1 MB)")))
                .isEqualTo("Step 2 of 3 · downloading torch (888.1 MB)");
        assertThat(SetupPhases.describe(
                        new SetupProgress("install", "Collecting mace-torch==0.3.16 (from -r requirements-mace.txt)")))
                .isEqualTo("Step 2 of 3 · finding mace-torch");
        assertThat(SetupPhases.describe(
                        new SetupProgress("install", "Installing collected packages: mpmath, torch, mace-torch")))
                .startsWith("Step 2 of 3 · installing the downloaded packages");
        assertThat(SetupPhases.describe(new SetupProgress("venv", "Creating a virtual environment at /x")))
                .isEqualTo("Step 1 of 3 · creating GPU Doctor's own environment");
        assertThat(SetupPhases.describe(new SetupProgress("install", "  Requirement already satisfied: numpy")))
                .isEqualTo("Step 2 of 3 · installing mace-torch, torch and their dependencies");
    }
}
