package dev.gpudoctor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The PCI bus as {@code /sys/bus/pci/devices} shows it, kept to what tells whether an NVIDIA GPU is
 * physically there: every NVIDIA device and every display controller (class 0x03xx). Whether a
 * driver is talking to it is nvidia-smi's fact, not this one.
 *
 * @param problem     why the bus was not read ("not collected" for a captured tree without it), or null
 * @param deviceCount how many PCI devices there are in all (the evidence that the bus was looked at)
 * @param devices     the NVIDIA devices and display controllers, in bus order
 */
public record PciDevices(String problem, int deviceCount, List<Device> devices) {

    public static final String SYSFS = "/sys/bus/pci/devices";
    public static final String NVIDIA_VENDOR = "0x10de";
    /** gpu-visible's value on a machine whose PCI bus holds no NVIDIA device; the Start page quotes it. */
    public static final String NO_NVIDIA_HARDWARE = "no NVIDIA GPU (no NVIDIA PCI device)";

    public PciDevices {
        devices = devices == null ? List.of() : List.copyOf(devices);
    }

    public static PciDevices notRead(String why) {
        return new PciDevices(why, 0, List.of());
    }

    /**
     * @param address     the bus address ("0000:01:00.0")
     * @param vendor      the vendor id as sysfs writes it ("0x10de")
     * @param device      the device id ("0x2684")
     * @param pciClass    the class code ("0x030000" VGA, "0x030200" 3D controller)
     * @param boundDriver the kernel driver bound to it ("nvidia", "nouveau", "vfio-pci"), or null for none
     */
    public record Device(String address, String vendor, String device, String pciClass, String boundDriver) {

        public boolean nvidia() {
            return NVIDIA_VENDOR.equalsIgnoreCase(vendor);
        }

        public boolean display() {
            return pciClass != null && pciClass.toLowerCase(Locale.ROOT).startsWith("0x03");
        }

        public String describe() {
            return address + ": " + (nvidia() ? "NVIDIA " : "") + (display() ? "display controller " : "device ")
                    + vendor.replace("0x", "") + ":" + device.replace("0x", "") + " (class " + pciClass + "), "
                    + (boundDriver == null ? "no kernel driver bound" : "kernel driver " + boundDriver);
        }
    }

    public boolean read() {
        return problem == null;
    }

    public List<Device> nvidia() {
        return devices.stream().filter(Device::nvidia).toList();
    }

    /** What was looked at, one line each: the bus, then each device kept. */
    public List<String> evidence() {
        if (!read()) {
            return List.of("PCI devices (" + SYSFS + "): " + problem);
        }
        List<String> lines = new ArrayList<>();
        lines.add(SYSFS + ": " + deviceCount + " PCI device" + (deviceCount == 1 ? "" : "s") + ", "
                + (nvidia().isEmpty()
                        ? "none from NVIDIA (vendor " + NVIDIA_VENDOR + ")"
                        : nvidia().size() + " from NVIDIA")
                + (devices.stream().noneMatch(Device::display) ? ", no display controller" : ""));
        devices.forEach(device -> lines.add(device.describe()));
        return lines;
    }
}
