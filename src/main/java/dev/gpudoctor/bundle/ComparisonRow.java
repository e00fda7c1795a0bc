package dev.gpudoctor.bundle;

/**
 * One line of a two-host comparison.
 *
 * @param section "host", "python", "checklist", "capabilities", "runs" or "exec"
 * @param item    what is compared ("driver", a check id, "cpu float32 water-32 median step")
 * @param a       the first host's value ("" when it has none)
 * @param b       the second host's value
 */
public record ComparisonRow(String section, String item, String a, String b, boolean differs) {}
