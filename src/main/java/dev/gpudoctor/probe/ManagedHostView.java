package dev.gpudoctor.probe;

import java.lang.reflect.Field;
import jcuda.NativePointerObject;
import jcuda.driver.CUdeviceptr;

/**
 * The host's own view of managed memory: plain loads and stores at the address cuMemAllocManaged
 * returned, which is what a C program (or PyTorch) does and what faults under WSL2 during a kernel.
 * JCuda's {@code getByteBuffer} answers null for a {@link CUdeviceptr} (seen on an H100 with JCuda
 * 12.6.0: every managed-memory probe died on a NullPointerException), so the address is read from the
 * pointer object and accessed through {@code sun.misc.Unsafe}.
 */
final class ManagedHostView {

    private static final sun.misc.Unsafe UNSAFE;
    private static final Field NATIVE_POINTER;

    static {
        try {
            Field theUnsafe = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
            theUnsafe.setAccessible(true);
            UNSAFE = (sun.misc.Unsafe) theUnsafe.get(null);
            NATIVE_POINTER = NativePointerObject.class.getDeclaredField("nativePointer");
            NATIVE_POINTER.setAccessible(true);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final long address;
    private final long ints;

    private ManagedHostView(long address, long ints) {
        this.address = address;
        this.ints = ints;
    }

    /** A view of {@code bytes} bytes of managed memory; refuses a null address rather than crash the JVM. */
    static ManagedHostView of(CUdeviceptr managed, long bytes) {
        long address;
        try {
            address = NATIVE_POINTER.getLong(managed);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read the managed pointer's address", e);
        }
        if (address == 0) {
            throw new IllegalStateException("the managed allocation has no address");
        }
        return new ManagedHostView(address, bytes / Integer.BYTES);
    }

    int get(long index) {
        check(index);
        return UNSAFE.getInt(address + index * Integer.BYTES);
    }

    void put(long index, int value) {
        check(index);
        UNSAFE.putInt(address + index * Integer.BYTES, value);
    }

    private void check(long index) {
        if (index < 0 || index >= ints) {
            throw new IndexOutOfBoundsException(index);
        }
    }
}
