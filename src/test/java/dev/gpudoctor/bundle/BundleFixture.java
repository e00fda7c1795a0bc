package dev.gpudoctor.bundle;

import dev.gpudoctor.checklist.ChecklistService;
import dev.gpudoctor.checklist.HostTreesAccess;
import dev.gpudoctor.diagnosis.DiagnosisService;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.host.CommandRunner;
import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.AppVersion;
import dev.gpudoctor.model.CheckLevel;
import dev.gpudoctor.model.LogEntry;
import dev.gpudoctor.model.LogLevel;
import dev.gpudoctor.model.RunConditions;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.StepStats;
import dev.gpudoctor.model.SweepPoint;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A bundle service over a captured host tree, with secrets planted in the process environment,
 * the host's environ.txt, pip freeze, the application log and the run history. Nothing runs:
 * every command output is read from the capture.
 */
public final class BundleFixture {

    static final String HOME = "/home/plantedalice";
    static final String USER = "plantedalice";
    static final String HOSTNAME = "planted-laptop-7";
    static final String HF = "hf_PlantedHuggingFaceToken0123456789";
    /** In no environment: only its shape gives it away. */
    static final String HF_SHAPE = "hf_OnlyItsShapeGivesItAway0123456";

    static final String GITHUB = "ghp_PlantedGithubToken0123456789abcdefAB";
    static final String GITHUB_PAT = "github_pat_11PLANTED0123456789_abcdefghijklmnop";
    static final String AWS_ID = "AKIAPLANTED012345678";
    static final String AWS_SECRET = "planted/aws+secret/Value0123456789";
    static final String OPENAI = "sk-proj-PlantedOpenAiKey0123456789";
    static final String SLACK = "xoxb-123456789012-PlantedSlackToken";
    static final String JWT = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwbGFudGVkIn0.PlantedSignature0123456789";
    static final String URL_PASSWORD = "hunter2-planted-url-pass";
    static final String BEARER = "PlantedBearerValue0123456789";
    static final String NV_KEY = "nvapi-planted-nvidia-key-0001";
    static final String PLAIN_SECRET = "correct-horse-planted-battery";
    static final String WINDOWS_USER = "PlantedWinUser";
    /** Secrets in no environment, found by their shape alone (issue 15, defect 7). */
    static final String LOWER_PASSWORD = "lowercase-planted-pw-77";

    static final String PASSWD = "Planted-Passwd-Colon-88";
    static final String SECRET_VALUE = "planted-secret-equals-99";
    static final String KEY_LINE_1 = "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW";
    static final String KEY_LINE_2 = "QyNTUxOQAAACBQbGFudGVkS2V5Qm9keUxpbmVUd29QbGFudGVkS2V5Qm9keUxpbmUAAAA";
    static final String KEY_LAST_LINE = "PlantedKeyTail0123==";
    static final String PRIVATE_KEY = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + KEY_LINE_1 + "\n" + KEY_LINE_2 + "\n"
            + KEY_LAST_LINE + "\n-----END OPENSSH PRIVATE KEY-----";
    /** base64 of alice:planted-basic-pw */
    static final String BASIC = java.util.Base64.getEncoder().encodeToString("alice:planted-basic-pw".getBytes());

    static final String NETRC_LOGIN = "plantednetrclogin";
    static final String NETRC_PASSWORD = "planted-netrc-pw-55";
    static final String SHAPES = "password=" + LOWER_PASSWORD + " Passwd: " + PASSWD + " SeCrEt=" + SECRET_VALUE + "\n"
            + PRIVATE_KEY + "\nAuthorization: Basic " + BASIC + "\nmachine example.com login " + NETRC_LOGIN
            + " password " + NETRC_PASSWORD + "\n";

    /** The GPU UUID of the wsl2 trees' nvidia-smi capture. */
    static final String GPU_UUID_PREFIX = "GPU-";

    /** Every value that must not appear in any file of the bundle. */
    static final List<String> PLANTED = List.of(
            HOME,
            USER,
            HOSTNAME,
            HF,
            HF_SHAPE,
            GITHUB,
            GITHUB_PAT,
            AWS_ID,
            AWS_SECRET,
            OPENAI,
            SLACK,
            JWT,
            URL_PASSWORD,
            BEARER,
            NV_KEY,
            PLAIN_SECRET,
            WINDOWS_USER,
            LOWER_PASSWORD,
            PASSWD,
            SECRET_VALUE,
            KEY_LINE_1,
            KEY_LINE_2,
            KEY_LAST_LINE,
            BASIC,
            NETRC_LOGIN,
            NETRC_PASSWORD);

    final Path root;
    final Path tree;
    final RunHistory history;
    final LogBuffer log = new LogBuffer(LogBuffer.DEFAULT_CAPACITY);
    final BundleService service;
    /** The interpreter the capability section was asked to probe with. */
    String probedWith;

    /** A hand-made WSL2-shaped matrix (a UI test sample, not a measurement) standing for the probes. */
    static final dev.gpudoctor.model.CapabilityMatrix RECORDED_CAPABILITIES = recordedCapabilities();

    private static dev.gpudoctor.model.CapabilityMatrix recordedCapabilities() {
        try (java.io.InputStream in = BundleFixture.class.getResourceAsStream("/capabilities/wsl2-sample.json")) {
            return dev.gpudoctor.capability.CapabilityJson.read(
                    new com.fasterxml.jackson.databind.ObjectMapper().readTree(in));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    BundleFixture(Path temp, String treeName) throws IOException {
        this.root = temp;
        this.tree = HostTreesAccess.materialise(treeName, temp.resolve("trees"));
        plantInTree();
        this.history = new RunHistory(temp.resolve("runs"));
        plantRuns();
        plantLog();
        Map<String, String> environment = new LinkedHashMap<>();
        environment.put("HF_TOKEN", HF);
        environment.put("AWS_SECRET_ACCESS_KEY", AWS_SECRET);
        environment.put("DB_PASSWORD", PLAIN_SECRET);
        environment.put("PATH", HOME + "/.local/bin:/usr/bin");
        environment.put("PWD", HOME + "/work");
        ChecklistService checklist = new ChecklistService(environment, new CommandRunner(), request -> null);
        this.service = new BundleService(
                checklist,
                history,
                DiagnosisService.standard(),
                log,
                () -> HOME + "/venv/bin/python",
                new dev.gpudoctor.bridge.ChildOpRunner(environment, () -> Path.of("python-bridge")),
                new CommandRunner(),
                environment,
                HOME,
                USER,
                new AppVersion("test-1.0", "21", "17", "Linux"),
                List.of(new CapabilitiesSection(python -> {
                    probedWith = python;
                    return RECORDED_CAPABILITIES;
                })));
    }

    /** A bundle of the captured host {@code treeName} with the planted runs (four cuda sizes, one crash), written to {@code zip}. */
    public static Path write(Path temp, String treeName, Path zip) throws Exception {
        BundleFixture fixture = new BundleFixture(temp, treeName);
        return fixture.service.create(fixture.options(zip), null).file();
    }

    /** As {@link #write}, at the quick level (a fleet's default): no Python, so no capability matrix, and the bundle says why. */
    public static Path writeQuick(Path temp, String treeName, Path zip) throws Exception {
        BundleFixture fixture = new BundleFixture(temp, treeName);
        return fixture.service
                .create(new BundleOptions(zip, true, null, fixture.tree, true, CheckLevel.QUICK), null)
                .file();
    }

    BundleOptions options(Path output) {
        return new BundleOptions(output, true, null, tree, true);
    }

    private void plantInTree() throws IOException {
        Path capture = tree.resolve(".gpu-doctor");
        Files.writeString(
                capture.resolve("environ.txt"),
                "NVIDIA_API_KEY=" + NV_KEY + "\nCUDA_HOME=" + HOME + "/cuda\n" + "LD_LIBRARY_PATH=/mnt/c/Users/"
                        + WINDOWS_USER + "/lib:/usr/local/cuda/lib64\n",
                StandardOpenOption.APPEND);
        Files.createDirectories(tree.resolve("etc"));
        Files.writeString(tree.resolve("etc/hostname"), HOSTNAME + "\n");
        Files.createDirectories(capture.resolve("commands"));
        Files.writeString(
                capture.resolve("commands/pip-freeze.txt"),
                "torch==2.3.1\nmace-torch==0.3.6\n" + "private-pkg @ git+https://alice:" + URL_PASSWORD
                        + "@github.com/x/private.git\n" + SHAPES);
        Files.createDirectories(tree.resolve("etc/ld.so.conf.d"));
        Files.writeString(tree.resolve("etc/ld.so.conf.d/zz-planted.conf"), "# " + SHAPES.replace("\n", "\n# ") + "\n");
        Files.writeString(
                capture.resolve("commands/nvidia-smi.txt"),
                "| NVIDIA-SMI 535.183.01   Driver Version: 537.58 |\n" + "| " + HOSTNAME + " |\n");
        Files.writeString(
                capture.resolve("bridge-env.json"),
                "{\"python\": {\"version\": \"3.11.9\", \"executable\": \""
                        + HOME + "/venv/bin/python\"}, \"versions\": {\"torch\": \"2.3.1\", \"mace-torch\": \"0.3.6\"},"
                        + " \"torch\": {\"cuda\": \"12.1\", \"cuda_available\": true}, \"env_vars\": {\"PATH\": \""
                        + HOME + "/bin\"}}");
    }

    private void plantRuns() throws IOException {
        Instant now = Instant.parse("2025-01-02T03:04:05Z");
        for (int i = 0; i < 4; i++) {
            int atoms = 96 * (i + 1);
            double median = 0.1 * (i + 1);
            // The newest run carries the conditions a run records today; the others predate them.
            RunConditions conditions = i > 0
                    ? null
                    : new RunConditions(
                            "cuda",
                            "float32",
                            "arch:small",
                            false,
                            false,
                            "NVIDIA H100 80GB HBM3",
                            "9.0",
                            "12.1",
                            8,
                            16,
                            Map.of("CUDA_LAUNCH_BLOCKING", "1"),
                            Map.of("torch", "2.3.1"));
            SweepPoint point = new SweepPoint(
                    "cuda float32",
                    "water-" + 32 * (i + 1),
                    atoms,
                    new StepStats(median * 0.9, median * 0.95, median, median * 1.1, median * 1.2),
                    2.0,
                    atoms / median,
                    1_000_000L,
                    true,
                    null,
                    null,
                    conditions);
            history.save(new RunRecord(
                    "run-" + i,
                    now.minusSeconds(i * 60L),
                    "on " + HOSTNAME,
                    "cuda",
                    false,
                    "float32",
                    "arch:small",
                    HOME + "/structures/water.xyz",
                    HOME + "/venv/bin/python",
                    "sweep-1",
                    point,
                    -10.0 * i,
                    i > 0
                            ? Map.of("startup", 0.2, "imports", 5.0, "model_load", 1.0)
                            : Map.of(
                                    "startup",
                                    0.2,
                                    "imports",
                                    5.0,
                                    "model_load",
                                    1.0,
                                    "structure",
                                    0.3,
                                    "first_call",
                                    2.0,
                                    "steps",
                                    1.5)));
        }
        history.save(new RunRecord(
                "run-failed",
                now.minusSeconds(600),
                "",
                "cuda",
                true,
                "float32",
                "arch:small",
                "h2o",
                HOME + "/venv/bin/python",
                null,
                SweepPoint.failed(
                        "cuda float32 cueq",
                        "h2o",
                        "crashed-by-signal",
                        "Bus error (core dumped) while loading " + HOME + "/model with HF_TOKEN=" + HF + "\n" + SHAPES),
                null,
                Map.of()));
    }

    /** More successful runs (a sweep of {@code count} sizes), for the benchmark. */
    void plantManyRuns(int count) throws IOException {
        Instant now = Instant.parse("2025-01-03T00:00:00Z");
        for (int i = 0; i < count; i++) {
            int atoms = 3 * (i + 1);
            double median = 0.001 * (i + 1);
            SweepPoint point = new SweepPoint(
                    i % 2 == 0 ? "cuda float32" : "cuda float32 cueq",
                    "water-" + (i + 1),
                    atoms,
                    new StepStats(median * 0.9, median * 0.95, median, median * 1.1, median * 1.2),
                    2.0,
                    atoms / median,
                    1_000_000L,
                    true,
                    null,
                    null);
            history.save(new RunRecord(
                    "bench-" + i,
                    now.plusSeconds(i),
                    "",
                    "cuda",
                    i % 2 == 1,
                    "float32",
                    "arch:small",
                    "water-" + (i + 1),
                    HOME + "/venv/bin/python",
                    "sweep-2",
                    point,
                    -1.0 * i,
                    Map.of("startup", 0.2)));
        }
    }

    private void plantLog() {
        Instant t = Instant.parse("2025-01-02T03:04:05Z");
        String[] lines = {
            "git push with " + GITHUB + " and " + GITHUB_PAT,
            "aws " + AWS_ID + " / " + AWS_SECRET,
            "openai " + OPENAI + ", slack " + SLACK,
            "jwt " + JWT,
            "cloning https://alice:" + URL_PASSWORD + "@example.com/repo.git",
            "Authorization: Bearer " + BEARER,
            "export NVIDIA_API_KEY=\"" + NV_KEY + "\"",
            "cwd " + HOME + "/work as " + USER + " on " + HOSTNAME,
            "windows side /mnt/c/Users/" + WINDOWS_USER + "/AppData and C:\\Users\\" + WINDOWS_USER + "\\Desktop",
            "the database said " + PLAIN_SECRET,
            "huggingface-cli login --token " + HF_SHAPE,
            SHAPES
        };
        for (String line : lines) {
            log.add(new LogEntry(t, LogLevel.INFO, "dev.gpudoctor.Planted", "main", line, ""));
        }
        log.add(new LogEntry(
                t,
                LogLevel.ERROR,
                "dev.gpudoctor.Planted",
                "main",
                "boom",
                "java.lang.Exception: " + HF + "\n\tat " + HOME + "/x"));
    }
}
