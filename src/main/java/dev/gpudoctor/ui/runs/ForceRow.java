package dev.gpudoctor.ui.runs;

/** One atom's force, for the forces table. */
public record ForceRow(int atom, double fx, double fy, double fz) {

    public double magnitude() {
        return Math.sqrt(fx * fx + fy * fy + fz * fz);
    }
}
