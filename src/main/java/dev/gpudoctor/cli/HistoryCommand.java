package dev.gpudoctor.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** What GPU Doctor can do with kept runs besides the window's list: judge them again, estimate a size from them. */
@Command(
        name = "history",
        mixinStandardHelpOptions = true,
        description = "Works on kept run files (the run history's JSON files, or copies of them from another machine).",
        subcommands = {HistoryRejudgeCommand.class, HistoryEstimateCommand.class})
final class HistoryCommand implements Callable<Integer> {

    @Override
    public Integer call() {
        throw CommandFailure.usage(
                "say what to do with the history: gpu-doctor history rejudge RUN.json, or history estimate RUN.json --atoms N");
    }
}
