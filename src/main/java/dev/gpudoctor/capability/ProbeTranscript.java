package dev.gpudoctor.capability;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.gpudoctor.host.CommandResult;
import dev.gpudoctor.host.LoadNow;
import dev.gpudoctor.json.JsonMappers;
import dev.gpudoctor.model.Capability;
import dev.gpudoctor.model.CapabilityCell;
import dev.gpudoctor.model.CapabilityState;
import dev.gpudoctor.model.GpuDevice;
import dev.gpudoctor.model.ProcessSignal;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the probe child's output line by line (marked JSON lines, see ProbeOutput in the probe
 * package) and, once the child has ended, turns what is missing into cells: the probe the child
 * died in is {@code failed} with how it died, the ones it never reached are {@code not-probed}.
 * A child that ran out of time (stopped at its limit, or its output not read to the end within it)
 * did not die: every cell it did not answer is {@code not-probed}, with the load beside it, so a
 * busy machine never reads as a broken GPU. Lines that arrive after {@link #finish} are ignored.
 */
final class ProbeTranscript {

    static final String MARKER = "@gpu-doctor-probe ";
    private static final int KEPT_LINES = 12;

    private final Set<Capability> requested;
    private final List<GpuDevice> devices = new ArrayList<>();
    private final Map<Capability, List<CapabilityCell>> cells = new EnumMap<>(Capability.class);
    private final ArrayDeque<String> otherLines = new ArrayDeque<>();
    private String running;
    private Capability runningCapability;
    private Integer runningDevice;
    private boolean done;
    private boolean finished;
    private String garbage;

    ProbeTranscript(Set<Capability> requested) {
        this.requested = requested;
    }

    /**
     * One protocol line as the probe child's ProbeOutput writes it ({@code type} devices, start, cell or done): the
     * lines share one record, each using its own fields; the cell is read by {@link CellJson}, which keeps a cell of an
     * unknown state.
     */
    record ProbeLine(String type, List<GpuDevice> devices, String capability, Integer device, JsonNode cell) {}

    /** Called for every line the child writes (stdout and stderr merged). */
    synchronized void accept(String line) {
        if (finished) {
            return;
        }
        if (!line.startsWith(MARKER)) {
            if (otherLines.size() == KEPT_LINES) {
                otherLines.removeFirst();
            }
            otherLines.addLast(line);
            return;
        }
        ProbeLine message;
        try {
            message = JsonMappers.records().readValue(line.substring(MARKER.length()), ProbeLine.class);
        } catch (JsonProcessingException e) {
            garbage = line;
            return;
        }
        if (message == null) {
            garbage = line;
            return;
        }
        String capabilityId = message.capability() == null ? "" : message.capability();
        switch (message.type() == null ? "" : message.type()) {
            case "devices" -> {
                if (message.devices() != null) {
                    message.devices().stream().filter(Objects::nonNull).forEach(devices::add);
                }
            }
            case "start" -> {
                runningCapability = Capability.ofId(capabilityId).orElse(null);
                runningDevice = message.device();
                running = capabilityId;
            }
            case "cell" ->
                Capability.ofId(capabilityId).ifPresent(capability -> {
                    cells.computeIfAbsent(capability, c -> new ArrayList<>()).add(CellJson.read(message.cell()));
                    runningCapability = null;
                    running = null;
                });
            case "done" -> done = true;
            default -> garbage = line;
        }
    }

    /** The outcome once the child has ended (or was stopped). */
    synchronized JCudaOutcome finish(CommandResult result) {
        finished = true;
        if (!done && result.outOfTime()) {
            LoadNow load = LoadNow.read();
            String why = "Not probed: the probe child did not finish within " + result.durationMillis() / 1000
                    + " s while " + load.sentence()
                    + (runningCapability == null ? "" : " (it was probing " + running + ")")
                    + ". " + load.meaning();
            for (Capability capability : requested) {
                if (!cells.containsKey(capability)) {
                    cells.put(
                            capability,
                            new ArrayList<>(List.of(new CapabilityCell(
                                    runningDevice, CapabilityState.NOT_PROBED, why, evidence(result)))));
                }
            }
            return new JCudaOutcome(List.copyOf(devices), cells, result.durationMillis());
        }
        String death = done ? null : death(result);
        if (death != null) {
            Map<String, Object> evidence = evidence(result);
            if (runningCapability != null) {
                cells.computeIfAbsent(runningCapability, c -> new ArrayList<>())
                        .add(CapabilityCell.failed(
                                runningDevice,
                                "The probe child " + death + " while probing " + running + ".",
                                evidence));
            }
            for (Capability capability : requested) {
                if (!cells.containsKey(capability)) {
                    boolean crashedBeforeAnything = runningCapability == null;
                    cells.put(
                            capability,
                            new ArrayList<>(List.of(
                                    crashedBeforeAnything
                                            ? CapabilityCell.failed(
                                                    null, "The probe child " + death + " before it answered.", evidence)
                                            : new CapabilityCell(
                                                    runningDevice,
                                                    CapabilityState.NOT_PROBED,
                                                    "Not probed: the probe child " + death + " while probing " + running
                                                            + ".",
                                                    Map.of()))));
                }
            }
        }
        return new JCudaOutcome(List.copyOf(devices), cells, result.durationMillis());
    }

    /** How the child ended, as the middle of a sentence; null when it answered completely. */
    private String death(CommandResult result) {
        if (result.startError() != null) {
            return "could not be started (" + result.startError() + ")";
        }
        String fatal = jvmFatalError();
        if (fatal != null) {
            return "crashed in native code (" + fatal + ")";
        }
        int code = result.exitCode();
        Optional<Integer> signal = ProcessSignal.numberOfExitStatus(code);
        if (signal.isPresent()) {
            return ProcessSignal.ofNumber(signal.get())
                    .map(s -> "crashed with " + s.name() + ": " + s.meaning())
                    .orElse("crashed with signal " + signal.get());
        }
        if (code != 0) {
            return "exited with code " + code;
        }
        if (garbage != null) {
            return "wrote something that is not its protocol ('" + shorten(garbage) + "')";
        }
        return "ended without a complete answer";
    }

    /** The JVM's own crash report names the signal: "#  SIGSEGV (0xb) at pc=...". */
    private String jvmFatalError() {
        boolean fatal = otherLines.stream()
                .anyMatch(line -> line.contains("A fatal error has been detected by the Java Runtime Environment"));
        if (!fatal) {
            return null;
        }
        return otherLines.stream()
                .map(String::strip)
                .filter(line -> line.matches("#\\s+SIG[A-Z]+ .*"))
                .map(line -> line.replaceFirst("#\\s+", "").replaceFirst(" at pc=.*", ""))
                .findFirst()
                .orElse("a fatal error in the JVM");
    }

    /**
     * How the probe child ended, as a cell's evidence where the child gave no cell of its own.
     *
     * @param exitCode  null when it was stopped at its deadline (no exit code of its own)
     * @param lastLines the lines it printed that were not protocol lines
     */
    record ChildEnded(
            Integer exitCode, boolean timedOut, boolean outputComplete, long durationMs, List<String> lastLines) {}

    private Map<String, Object> evidence(CommandResult result) {
        return JsonMappers.fields(new ChildEnded(
                result.timedOut() ? null : result.exitCode(),
                result.timedOut(),
                result.outputComplete(),
                result.durationMillis(),
                List.copyOf(otherLines)));
    }

    private static String shorten(String line) {
        String one = line.strip();
        return one.length() > 80 ? one.substring(0, 80) + "…" : one;
    }
}
