package dev.gpudoctor.model;

import java.util.List;

/**
 * The NVIDIA driver's Xid lines in the kernel log since boot.
 *
 * @param source    where they were read ("dmesg", "journalctl -k -b", "captured kernel-log"), null when nothing was readable
 * @param problem   why no log could be read (permission, not collected), else null
 * @param events    the Xid lines found, oldest first, at most {@link #MAX_EVENTS}
 * @param truncated true when more Xid lines were seen than kept
 */
public record XidHistory(String source, String problem, List<Event> events, boolean truncated) {

    public static final int MAX_EVENTS = 200;

    public XidHistory {
        events = events == null ? List.of() : List.copyOf(events);
    }

    public static XidHistory unreadable(String problem) {
        return new XidHistory(null, problem, List.of(), false);
    }

    /**
     * One Xid line.
     *
     * @param xid   the Xid number
     * @param pci   the GPU's PCI address as the driver wrote it ("0000:41:00"), or null
     * @param line  the line itself, cut to a few hundred characters
     */
    public record Event(int xid, String pci, String line) {}
}
