package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;

import java.util.ArrayList;
import java.util.List;

/** A small builder for a {@link CheckResult}: the check fills in what it found. */
final class Verdict {

    private final CheckInfo info;
    private CheckStatus status = CheckStatus.PASS;
    private String value = "";
    private final List<String> explanation = new ArrayList<>();
    private final List<String> remedy = new ArrayList<>();
    private final List<String> evidence = new ArrayList<>();

    Verdict(CheckInfo info) {
        this.info = info;
    }

    /** Raises the status (never lowers it) and adds the remedy. */
    Verdict raise(CheckStatus to, String why, String fix) {
        status = CheckStatus.worst(status, to);
        if (why != null) {
            explanation.add(why);
        }
        if (fix != null && !remedy.contains(fix)) {
            remedy.add(fix);
        }
        return this;
    }

    Verdict status(CheckStatus to) {
        status = to;
        return this;
    }

    Verdict value(String text) {
        value = text;
        return this;
    }

    Verdict explain(String text) {
        explanation.add(text);
        return this;
    }

    Verdict remedy(String text) {
        if (!remedy.contains(text)) {
            remedy.add(text);
        }
        return this;
    }

    Verdict evidence(String line) {
        evidence.add(line);
        return this;
    }

    Verdict evidence(List<String> lines) {
        evidence.addAll(lines);
        return this;
    }

    CheckResult result() {
        String fix = remedy.isEmpty() ? null : String.join("\n", remedy);
        return new CheckResult(info.id(), info.title(), status, value, String.join(" ", explanation), fix, evidence, 0);
    }

    static CheckResult skip(CheckInfo info, String value, String why) {
        return new Verdict(info).status(CheckStatus.SKIP).value(value).explain(why).result();
    }
}
