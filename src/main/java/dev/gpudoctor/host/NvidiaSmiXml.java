package dev.gpudoctor.host;

import dev.gpudoctor.model.HostFacts;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * Reads {@code nvidia-smi -q -x}. The DOCTYPE names a DTD that is never fetched. Values the driver
 * cannot give - "N/A", "Not available in WDDM driver model" (WSL), "ERR!", "[Not Supported]" -
 * become null: not measured, which is not an error.
 */
public final class NvidiaSmiXml {

    /** Driver version, maximum CUDA version, GPUs. */
    public record Parsed(String driverVersion, String cudaVersion, List<HostFacts.Gpu> gpus) {}

    private NvidiaSmiXml() {}

    /** Empty when the text is not an nvidia_smi_log document (the driver printed an error instead). */
    public static Optional<Parsed> parse(String xml) {
        int start = xml.indexOf('<');
        if (start < 0 || !xml.contains("<nvidia_smi_log")) {
            return Optional.empty();
        }
        Document document;
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setExpandEntityReferences(false);
            DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(null);
            document = builder.parse(new InputSource(new StringReader(xml.substring(start))));
        } catch (ParserConfigurationException | SAXException | IOException e) {
            return Optional.empty();
        }
        Element log = document.getDocumentElement();
        if (log == null || !"nvidia_smi_log".equals(log.getTagName())) {
            return Optional.empty();
        }
        List<HostFacts.Gpu> gpus = new ArrayList<>();
        for (Element gpu : children(log, "gpu")) {
            gpus.add(gpu(gpu));
        }
        return Optional.of(new Parsed(value(text(log, "driver_version")), value(text(log, "cuda_version")), gpus));
    }

    private static HostFacts.Gpu gpu(Element gpu) {
        Element memory = child(gpu, "fb_memory_usage");
        Element driverModel = child(gpu, "driver_model");
        Element utilization = child(gpu, "utilization");
        List<HostFacts.GpuProcess> processes = new ArrayList<>();
        Element list = child(gpu, "processes");
        if (list != null) {
            for (Element process : children(list, "process_info")) {
                Long pid = number(text(process, "pid"));
                if (pid != null) {
                    processes.add(new HostFacts.GpuProcess(
                            pid,
                            value(text(process, "type")),
                            value(text(process, "process_name")),
                            number(text(process, "used_memory"))));
                }
            }
        }
        Long percent = utilization == null ? null : number(text(utilization, "gpu_util"));
        return new HostFacts.Gpu(
                gpu.getAttribute("id"),
                value(text(gpu, "product_name")),
                value(text(gpu, "uuid")),
                driverModel == null ? null : value(text(driverModel, "current_dm")),
                memory == null ? null : number(text(memory, "total")),
                memory == null ? null : number(text(memory, "used")),
                memory == null ? null : number(text(memory, "free")),
                percent == null ? null : percent.intValue(),
                processes,
                pcie(child(gpu, "pci")));
    }

    /** {@code <pci><pci_gpu_link_info><pcie_gen>} and {@code <link_widths>} ("16x"); null when the answer has none. */
    private static HostFacts.PcieLink pcie(Element pci) {
        Element link = pci == null ? null : child(pci, "pci_gpu_link_info");
        if (link == null) {
            return null;
        }
        Element gen = child(link, "pcie_gen");
        Element widths = child(link, "link_widths");
        HostFacts.PcieLink read = new HostFacts.PcieLink(
                gen == null ? null : integer(text(gen, "current_link_gen")),
                gen == null ? null : integer(text(gen, "max_link_gen")),
                widths == null ? null : integer(text(widths, "current_link_width")),
                widths == null ? null : integer(text(widths, "max_link_width")));
        return read.equals(new HostFacts.PcieLink(null, null, null, null)) ? null : read;
    }

    private static Integer integer(String raw) {
        Long number = number(raw);
        return number == null ? null : number.intValue();
    }

    /** Null for the driver's ways of saying "cannot tell". */
    static String value(String raw) {
        if (raw == null) {
            return null;
        }
        String text = raw.strip();
        String lower = text.toLowerCase(Locale.ROOT);
        if (text.isEmpty()
                || lower.equals("n/a")
                || lower.startsWith("not available")
                || lower.contains("err!")
                || lower.contains("not supported")
                || lower.equals("unknown error")) {
            return null;
        }
        return text;
    }

    /** The leading number of "24564 MiB" or "3 %"; null for n/a. */
    static Long number(String raw) {
        String text = value(raw);
        if (text == null) {
            return null;
        }
        int end = 0;
        while (end < text.length() && Character.isDigit(text.charAt(end))) {
            end++;
        }
        if (end == 0) {
            return null;
        }
        try {
            return Long.parseLong(text.substring(0, end));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static String text(Element parent, String name) {
        Element element = child(parent, name);
        return element == null ? null : element.getTextContent();
    }

    private static Element child(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? null : found.get(0);
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            Node node = nodes.item(i);
            if (node instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }
}
