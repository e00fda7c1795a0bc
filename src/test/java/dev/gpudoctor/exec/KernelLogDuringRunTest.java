package dev.gpudoctor.exec;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.gpudoctor.diagnosis.XidCatalogue;
import dev.gpudoctor.model.XidHistory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Xid lines that appeared while a command ran, from the kernel log the H200 wrote (docs/gpu-results/2026-11-27-h200). */
class KernelLogDuringRunTest {

    /** The five Xid lines the H200's kernel log held after the programs of that run, as check.json kept them. */
    private static List<XidHistory.Event> h200Lines() throws IOException {
        JsonNode check = new ObjectMapper()
                .readTree(Path.of("docs/gpu-results/2026-11-27-h200/check.json").toFile());
        List<XidHistory.Event> events = new ArrayList<>();
        for (JsonNode c : check.path("checks")) {
            if (c.path("id").asText().equals("xid-history")) {
                for (JsonNode line : c.path("evidence")) {
                    String text = line.asText();
                    int xid = Integer.parseInt(text.replaceAll(".*\\): (\\d+),.*", "$1"));
                    events.add(new XidHistory.Event(xid, "0000:00:06", text));
                }
            }
        }
        return events;
    }

    @Test
    void onlyTheLinesThatAppearedDuringTheRunWithTheProcessTheDriverNamed() throws IOException {
        List<XidHistory.Event> all = h200Lines();
        assertThat(all).hasSize(5);
        // Before the illegal-address run: the three Xid 43 lines (the asserts and memcheck's stop) were there already.
        List<XidHistory.Event> before = all.stream().filter(e -> e.xid() == 43).toList();

        KernelLogDuringRun during = KernelLogDuringRun.between(
                new XidHistory("dmesg", null, before, false),
                new XidHistory("dmesg", null, all, false),
                XidCatalogue.standard());

        assertThat(during.xids()).extracting(KernelLogDuringRun.Xid::xid).containsExactly(31, 31);
        assertThat(during.xids()).extracting(KernelLogDuringRun.Xid::pid).containsExactly(726, 756);
        assertThat(during.xids().get(0).process()).isEqualTo("python3");
        assertThat(during.xids().get(0).meaning()).isNotBlank();
        assertThat(during.sentence())
                .startsWith("The driver logged Xid 31 (")
                .contains("for pid 726 (python3)")
                .endsWith(" while it ran.");
    }

    @Test
    void aLineSeenBeforeIsNotNewEvenWhenItRepeatsAndAnUnreadableLogClaimsNothing() throws IOException {
        List<XidHistory.Event> all = h200Lines();
        KernelLogDuringRun same = KernelLogDuringRun.between(
                new XidHistory("dmesg", null, all, false),
                new XidHistory("dmesg", null, all, false),
                XidCatalogue.standard());
        assertThat(same.xids()).isEmpty();
        assertThat(same.sentence()).isEmpty();

        KernelLogDuringRun refused = KernelLogDuringRun.between(
                XidHistory.unreadable("dmesg: read kernel buffer failed: Operation not permitted"),
                XidHistory.unreadable("dmesg: read kernel buffer failed: Operation not permitted"),
                XidCatalogue.standard());
        assertThat(refused.source()).isNull();
        assertThat(refused.problem()).contains("Operation not permitted");
        assertThat(refused.xids()).isEmpty();

        KernelLogDuringRun cutBefore = KernelLogDuringRun.between(
                new XidHistory("dmesg", null, all, true),
                new XidHistory("dmesg", null, all, false),
                XidCatalogue.standard());
        assertThat(cutBefore.xids()).isEmpty();
        assertThat(cutBefore.problem()).contains("could not be read whole before the run");
    }
}
