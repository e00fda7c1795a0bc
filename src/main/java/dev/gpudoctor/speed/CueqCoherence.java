package dev.gpudoctor.speed;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.gpudoctor.json.JsonMappers;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether the installed cuEquivariance packages, mace-torch and torch fit together, judged against a
 * known-good table kept as data with sources ({@code cueq-compatibility.json}). Pip does not prevent
 * a mismatch, and a mismatch can cost an order of magnitude in speed or fail at the first call. The
 * checklist and every cuEq run's verdict use this one judgement.
 */
public final class CueqCoherence {

    private static final String RESOURCE = "cueq-compatibility.json";

    record Rule(
            @JsonProperty(value = "id", required = true) String id,
            @JsonProperty(value = "when", required = true) Map<String, String> when,

            @JsonProperty(value = "require", required = true)
            Map<String, String> require,

            @JsonProperty(value = "why", required = true) String why,
            @JsonProperty(value = "fix", required = true) String fix,
            @JsonProperty(value = "source", required = true) String source) {}

    record Table(
            @JsonProperty("format") String format,
            @JsonProperty(value = "family", required = true) List<String> family,

            @JsonProperty(value = "family_source", required = true)
            String familySource,

            @JsonProperty(value = "ops_torch_prefix", required = true)
            String opsTorchPrefix,

            @JsonProperty(value = "ops_source", required = true)
            String opsSource,

            @JsonProperty(value = "rules", required = true) List<Rule> rules) {}

    /** One thing that does not fit, the command that fixes it, and where the rule comes from. */
    public record Problem(String what, String fix, String source) {}

    /**
     * @param installed false when cuequivariance-torch is not installed: nothing to match
     * @param versions  the versions looked at, for the report
     */
    public record Result(boolean installed, List<Problem> problems, Map<String, String> versions) {

        public boolean coherent() {
            return problems.isEmpty();
        }

        /** "cuequivariance 0.13.0, cuequivariance-torch 0.13.0, …". */
        public String found() {
            List<String> parts = new ArrayList<>();
            versions.forEach((name, version) -> {
                if (version != null) {
                    parts.add(name + " " + version);
                }
            });
            return String.join(", ", parts);
        }
    }

    private static final CueqCoherence STANDARD = load();

    private final Table table;

    private CueqCoherence(Table table) {
        this.table = table;
        for (Rule rule : table.rules()) {
            rule.when().values().forEach(r -> PackageVersion.satisfies("0", r)); // throws on a malformed requirement
            rule.require().values().forEach(r -> PackageVersion.satisfies("0", r));
        }
    }

    public static CueqCoherence standard() {
        return STANDARD;
    }

    private static CueqCoherence load() {
        try (InputStream in = CueqCoherence.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the application");
            }
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(RESOURCE + " cannot be read", e);
        }
    }

    static CueqCoherence read(InputStream in) throws IOException {
        return new CueqCoherence(JsonMappers.readStrict(in, Table.class, RESOURCE));
    }

    /**
     * @param versions  distribution → installed version (null or absent: not installed)
     * @param torchCuda torch.version.cuda ("13.0"), null for a CPU-only torch
     */
    public Result check(Map<String, String> versions, String torchCuda) {
        Map<String, String> seen = new LinkedHashMap<>();
        for (String name : List.of("torch", "mace-torch")) {
            seen.put(name, versions.get(name));
        }
        table.family().forEach(name -> seen.put(name, versions.get(name)));
        String bindings = versions.get("cuequivariance-torch");
        if (bindings == null) {
            return new Result(false, List.of(), seen);
        }
        String cudaMajor = torchCuda == null ? null : torchCuda.split("\\.")[0].trim();
        String wanted = cudaMajor == null ? "12" : cudaMajor;
        List<Problem> problems = new ArrayList<>();

        List<String> differing = new ArrayList<>();
        for (String name : table.family()) {
            String version = versions.get(name);
            if (version != null && !PackageVersion.sameRelease(version, bindings)) {
                differing.add(name + " " + version);
            }
        }
        if (!differing.isEmpty()) {
            problems.add(new Problem(
                    "cuEquivariance's packages are at different versions: cuequivariance-torch " + bindings + " but "
                            + String.join(", ", differing) + "; they are released together and must match",
                    familyInstall(bindings, wanted),
                    table.familySource()));
        }

        List<String> opsWheels = table.family().stream()
                .filter(name -> name.startsWith(table.opsTorchPrefix()) && versions.get(name) != null)
                .toList();
        if (cudaMajor == null) {
            problems.add(new Problem(
                    "torch is a CPU-only build, so cuEquivariance's CUDA kernels cannot run",
                    "pip install torch --index-url https://download.pytorch.org/whl/cu" + wanted + "0",
                    table.opsSource()));
        } else if (opsWheels.isEmpty()) {
            problems.add(new Problem(
                    "cuequivariance-torch " + bindings + " is installed without its CUDA kernels ("
                            + table.opsTorchPrefix() + cudaMajor + "): MACE's cuEq path cannot use the fast kernels",
                    "pip install " + table.opsTorchPrefix() + cudaMajor + "==" + bindings,
                    table.opsSource()));
        } else {
            for (String wheel : opsWheels) {
                String suffix = wheel.substring(table.opsTorchPrefix().length());
                if (!suffix.equals(cudaMajor)) {
                    problems.add(new Problem(
                            wheel + " is built for CUDA " + suffix + " but torch uses CUDA " + torchCuda,
                            "pip uninstall -y " + wheel + " && pip install " + table.opsTorchPrefix() + cudaMajor + "=="
                                    + bindings,
                            table.opsSource()));
                }
            }
        }

        for (Rule rule : table.rules()) {
            boolean applies = rule.when().entrySet().stream()
                    .allMatch(e -> versions.get(e.getKey()) != null
                            && PackageVersion.satisfies(versions.get(e.getKey()), e.getValue()));
            if (!applies) {
                continue;
            }
            rule.require().forEach((name, requirement) -> {
                String version = versions.get(name);
                if (version == null || !PackageVersion.satisfies(version, requirement)) {
                    problems.add(new Problem(
                            name + " " + (version == null ? "is not installed" : version) + " but " + rule.why()
                                    + " (needs " + name + requirement + ")",
                            rule.fix().replace("{version}", bindings).replace("{cuda}", wanted),
                            rule.source()));
                }
            });
        }
        return new Result(true, List.copyOf(problems), seen);
    }

    private String familyInstall(String version, String cudaMajor) {
        return "pip install cuequivariance==" + version + " cuequivariance-torch==" + version + " "
                + table.opsTorchPrefix() + cudaMajor + "==" + version;
    }
}
