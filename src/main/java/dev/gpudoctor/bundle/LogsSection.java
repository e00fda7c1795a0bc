package dev.gpudoctor.bundle;

import dev.gpudoctor.logging.LogBuffer;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.LogEntry;
import java.time.format.DateTimeFormatter;
import java.util.List;

/** The application log and the last stderr lines of the Python children that failed. */
final class LogsSection implements BundleSection {

    @Override
    public String id() {
        return "logs";
    }

    @Override
    public String description() {
        return "the application log (newest " + LogBuffer.DEFAULT_CAPACITY
                + " lines) and the stderr tails of failed Python children";
    }

    @Override
    public List<String> files() {
        return List.of("logs/app.log", "logs/bridge-stderr.txt");
    }

    @Override
    public void write(BundleInputs inputs, BundleDraft draft) {
        StringBuilder log = new StringBuilder();
        for (LogEntry entry : inputs.appLog()) {
            log.append(DateTimeFormatter.ISO_INSTANT.format(entry.time()))
                    .append(' ')
                    .append(entry.level())
                    .append(' ')
                    .append(entry.shortLogger())
                    .append(" [")
                    .append(entry.thread())
                    .append("] ")
                    .append(entry.message())
                    .append('\n');
            if (entry.hasDetails()) {
                entry.details()
                        .lines()
                        .forEach(line -> log.append("    ").append(line).append('\n'));
            }
        }
        if (inputs.appLog().isEmpty()) {
            draft.partSkipped("logs/app.log", "the application log was empty");
        } else {
            draft.text("logs/app.log", log.toString());
        }
        StringBuilder stderr = new StringBuilder();
        if (inputs.envFailure() != null && !inputs.envFailure().stderrTail().isEmpty()) {
            stderr.append("== env op (")
                    .append(inputs.envFailure().reason().jsonName())
                    .append("): ")
                    .append(inputs.envFailure().message())
                    .append('\n');
            inputs.envFailure().stderrTail().forEach(line -> stderr.append(line).append('\n'));
        }
        if (inputs.checklist() != null) {
            for (CheckResult check : inputs.checklist().checks()) {
                if (check.status() == CheckStatus.ERROR && !check.evidence().isEmpty()) {
                    stderr.append("== check ")
                            .append(check.id())
                            .append(": ")
                            .append(check.value())
                            .append('\n');
                    check.evidence().forEach(line -> stderr.append(line).append('\n'));
                }
            }
        }
        if (stderr.length() == 0) {
            draft.partSkipped("logs/bridge-stderr.txt", "no Python child failed");
        } else {
            draft.text("logs/bridge-stderr.txt", stderr.toString());
        }
    }
}
