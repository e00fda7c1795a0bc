package dev.gpudoctor.cli;

/** Recorded bridge answers the run tests of the CLI and the Runs tab share. */
public final class RunCommandFixtures {

    /** mace-ok's answer, which tests take fields out of. */
    public static final String COMPLETE_RESULT = "{\"energy_eV\":-12.345678,\"forces_eV_per_A\":[[0,0,0]],"
            + "\"model\":{\"name\":\"small\",\"random_weights\":true},\"structure\":{\"name\":\"water\",\"atoms\":3},"
            + "\"device\":\"cpu\",\"dtype\":\"float32\",\"enable_cueq\":false,"
            + "\"timings_s\":{\"imports\":1.5,\"model_load\":0.25,\"graph\":0.01,\"first_call\":0.5,"
            + "\"step\":{\"min\":0.001,\"p10\":0.0011,\"median\":0.0012,\"p90\":0.0013,\"max\":0.002,\"n\":20}},"
            + "\"throughput_atom_steps_per_s\":2500.0}";

    private RunCommandFixtures() {}
}
