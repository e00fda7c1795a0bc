package dev.gpudoctor.fleet;

/**
 * A machine to keep jobs off, and why: it was not reached (its failure word), it failed a check (the checks), or a
 * GPU of it is slow against the fleet's GPUs of its name (docs/gpu-sniff.md).
 *
 * @param machine the target's name, as the fleet was given it
 * @param why     one line a person reads
 */
public record Exclusion(String machine, String why) {

    public Exclusion {
        machine = RemoteText.clean(machine);
        why = RemoteText.clean(why);
    }
}
