package dev.gpudoctor.speed;

import dev.gpudoctor.model.SpeedFigure;

/** Speed figures as the bridge writes them, for verdict tests. */
final class RecordedFigures {

    private RecordedFigures() {}

    /** A float32 CUDA figure whose repeats all took {@code seconds}. */
    static SpeedFigure figure(
            String method, int atoms, long edges, double seconds, Boolean stress, SpeedFigure.Split split) {
        return new SpeedFigure(
                method,
                "cuda",
                atoms,
                edges,
                (double) edges / atoms,
                "float32",
                true,
                "cuda-events",
                new SpeedFigure.Seconds(seconds, seconds, seconds, seconds, seconds, 20),
                seconds * 1e6 / atoms,
                seconds * 1e6 / edges,
                stress,
                split,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
    }
}
