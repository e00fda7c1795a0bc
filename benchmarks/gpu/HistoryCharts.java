import dev.gpudoctor.charts.BenchCharts;
import dev.gpudoctor.charts.ChartFiles;
import dev.gpudoctor.history.RunHistory;
import dev.gpudoctor.model.RunRecord;
import dev.gpudoctor.model.SweepPoint;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Draws the app's own scaling and speedup charts from a run-history folder, one pair per model: for
 * the runs a GPU machine recorded when its Java runtime could not draw text there.
 *
 *   java -Djava.awt.headless=true -cp target/gpu-doctor.jar benchmarks/gpu/HistoryCharts.java RUNS_DIR OUT_DIR
 */
public class HistoryCharts {
    public static void main(String[] args) throws Exception {
        List<RunRecord> runs = new RunHistory(Path.of(args[0])).list().runs();
        Map<String, List<SweepPoint>> byModel = new TreeMap<>(runs.stream()
                .filter(r -> r.sweepId() != null)
                .collect(Collectors.groupingBy(
                        RunRecord::model, Collectors.mapping(RunRecord::point, Collectors.toList()))));
        Path out = Path.of(args[1]);
        for (var entry : byModel.entrySet()) {
            String name = entry.getKey().replace("arch:", "");
            List<SweepPoint> points = entry.getValue();
            ChartFiles.png(BenchCharts.scaling(points), out.resolve("scaling-" + name + ".png"));
            if (points.stream().anyMatch(p -> p.config().equals("cuda"))) {
                ChartFiles.png(BenchCharts.speedup(points, "cpu"), out.resolve("speedup-" + name + ".png"));
            }
            System.out.println(entry.getKey() + ": " + points.size() + " points");
        }
    }
}
