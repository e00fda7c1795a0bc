package dev.gpudoctor.checklist;

import dev.gpudoctor.model.CheckInfo;
import dev.gpudoctor.model.CheckResult;
import dev.gpudoctor.model.CheckStatus;
import dev.gpudoctor.model.RecommendedAction;
import java.util.ArrayList;
import java.util.List;

/** A small builder for a {@link CheckResult}: the check fills in what it found. */
final class Verdict {

    private final CheckInfo info;
    private CheckStatus status = CheckStatus.PASS;
    private RecommendedAction action;
    private String value = "";
    private final List<String> explanation = new ArrayList<>();
    private final List<String> remedy = new ArrayList<>();
    private final List<String> evidence = new ArrayList<>();

    Verdict(CheckInfo info) {
        this.info = info;
    }

    /** Raises the status (never lowers it) and adds the remedy; the action is the check's own. */
    Verdict raise(CheckStatus to, String why, String fix) {
        return raise(to, null, why, fix);
    }

    /**
     * Raises the status (never lowers it), adds the remedy and, for a finding worse than any before,
     * names the action it asks for (null: the check's own, {@link CheckInfo#action()}).
     */
    Verdict raise(CheckStatus to, RecommendedAction asks, String why, String fix) {
        if (asks != null && to.ordinal() > status.ordinal()) {
            action = asks;
        }
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
        return new CheckResult(
                info.id(),
                info.title(),
                status,
                value,
                String.join(" ", explanation),
                fix,
                evidence,
                0,
                action != null ? action : info.action());
    }

    static CheckResult skip(CheckInfo info, String value, String why) {
        return new Verdict(info)
                .status(CheckStatus.SKIP)
                .value(value)
                .explain(why)
                .result();
    }
}
